import { useCallback } from 'react';
import { Button, ProgressBar, isApiError, useAsyncExport, useT } from '@attest/shared-ui';
import { startAuditExport, type AuditFilter } from '../api/audit-api';

/** Export CSV of the filtered log: the same asynchronous export as the applicants list (progress on the hub, then the file). */
export function AuditExportButton({ filter }: { filter: AuditFilter }) {
  const { t } = useT();
  const start = useCallback(() => startAuditExport(filter), [filter]);
  const { running, progress, error, run } = useAsyncExport(start);
  let message: string | null = null;
  if (error) {
    message = isApiError(error)
      ? t(error.messageKey, 'The export could not be started.')
      : t('export_failed', 'The export failed: {{reason}}', {
          reason: error instanceof Error ? error.message : String(error),
        });
  }
  return (
    <div className="aa-export">
      <Button variant="secondary" loading={running} onClick={() => void run()}>
        {t('export_csv', 'Export CSV')}
      </Button>
      {running ? <ProgressBar value={progress} label={t('exporting', 'Exporting…')} /> : null}
      {message ? (
        <p role="alert" className="aa-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
