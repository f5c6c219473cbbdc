import { useCallback } from 'react';
import { Button, ProgressBar, isApiError, useAsyncExport, useT } from '@attest/shared-ui';
import { startApplicantExport } from '../api/applicants-api';

/** Export CSV: starts the async export, shows its progress from the real-time channel, then downloads the file. */
export function ExportCsvButton({ term, locations }: { term?: string; locations?: number[] }) {
  const { t } = useT();
  const start = useCallback(() => startApplicantExport({ term, locations }), [term, locations]);
  const { running, progress, error, run } = useAsyncExport(start);
  let message: string | null = null;
  if (error) {
    message = isApiError(error)
      ? t(error.messageKey, 'The export could not be started.')
      : t('export_failed', 'The export failed: {{reason}}', { reason: error instanceof Error ? error.message : String(error) });
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
