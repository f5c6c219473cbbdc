import { useT } from '../i18n/useT';

export interface SpinnerProps {
  /** Announced to screen readers; defaults to the translated "Loading". */
  label?: string;
  /** Inside a button the button itself carries aria-busy, so the spinner is decorative. */
  decorative?: boolean;
}

export function Spinner({ label, decorative = false }: SpinnerProps) {
  const { t } = useT();
  if (decorative) {
    return <span className="at-spinner" aria-hidden="true" />;
  }
  return (
    <span role="status">
      <span className="at-spinner" aria-hidden="true" />
      <span className="at-visually-hidden">{label ?? t('loading', 'Loading')}</span>
    </span>
  );
}
