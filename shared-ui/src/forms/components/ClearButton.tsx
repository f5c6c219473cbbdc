import { useT } from '../../i18n/useT';

export interface ClearButtonProps {
  label: string;
  /** workflowReadOnly disables (does not hide) clear buttons. */
  disabled: boolean;
  onClear: () => void;
}

export function ClearButton({ label, disabled, onClear }: ClearButtonProps) {
  const { t } = useT();
  return (
    <button type="button" className="at-dyn-clear" disabled={disabled} onClick={onClear} aria-label={t('clear_field', 'Clear {{label}}', { label })}>
      {t('clear', 'Clear')}
    </button>
  );
}
