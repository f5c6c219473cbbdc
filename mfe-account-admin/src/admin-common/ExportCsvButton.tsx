import { useCallback } from 'react';
import { Button, ProgressBar, isApiError, useAsyncExport, useT, type AsyncJobStart } from '@attest/shared-ui';
import { ErrorAlert } from './ErrorAlert';

/**
 * Export CSV of a filtered list: `start(filter)` starts the async export, the button shows its progress from
 * the real-time channel, then the file downloads (the applicants list and the audit log).
 */
export function ExportCsvButton<F>({
  start,
  filter,
}: {
  start: (filter: F) => Promise<AsyncJobStart>;
  filter: F;
}) {
  const { t } = useT();
  const startExport = useCallback(() => start(filter), [start, filter]);
  const { running, progress, error, run } = useAsyncExport(startExport);
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
      <ErrorAlert message={message} />
    </div>
  );
}
