import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { Button } from './Button';

export interface ErrorPanelProps {
  title?: ReactNode;
  message?: ReactNode;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
  retryLabel?: ReactNode;
}

/** What a page or a remote shows when its data (or its code) failed to load. */
export function ErrorPanel({ title, message, onRetry, retryLabel }: ErrorPanelProps) {
  const { t } = useT();
  return (
    <div className="at-error-panel" role="alert">
      <h2 className="at-error-panel__title">{title ?? t('error_panel_title', 'Something went wrong')}</h2>
      <p>{message ?? t('toast_default_error', 'An Error Occurred')}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel ?? t('retry', 'Retry')}
        </Button>
      ) : null}
    </div>
  );
}
