import { useCallback, useId, useState } from 'react';
import { AsyncFileError, Button, isApiError, openDocument, ProgressBar, useT, type RealtimeClient } from '@attest/shared-ui';
import { useBackgroundExport } from '../../admin/hooks/useBackgroundExport';
import { apiErrorText, type Translate } from '../../i9-common/i9-text';
import { fetchCsvExport, startCsvExport, type CsvExportRoutes, type CsvFile } from '../../everify-revocations/api/csv-export-api';

export interface CsvExportMenuProps {
  routes: CsvExportRoutes;
  /** The list's current filters: the file holds the same rows. */
  filter: object;
  /** What is exported (the export model's label), for the menu's name and the progress bar. */
  modelLabel: string;
  /** Replaces the browser download of the CSV made now (tests, embedding hosts). */
  onCsv?: (file: CsvFile) => void;
  realtime?: Pick<RealtimeClient, 'subscribe'>;
}

function exportErrorText(t: Translate, error: unknown): string {
  if (isApiError(error)) {
    return apiErrorText(t, error);
  }
  if (error instanceof AsyncFileError) {
    return t('csv_export_failed', 'The export failed. Please try again.');
  }
  return t('csv_export_no_progress', 'The progress of the export could not be followed. Please try again.');
}

/**
 * "Export" on an E-Verify list: the CSV now (streamed by the server), or in the background (a job on the
 * server's queue: a progress bar, then a link). Numbers in the file are masked.
 */
export function CsvExportMenu({ routes, filter, modelLabel, onCsv, realtime }: CsvExportMenuProps) {
  const { t } = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [csvError, setCsvError] = useState<unknown>(null);
  const start = useCallback(() => startCsvExport(routes, filter), [routes, filter]);
  const background = useBackgroundExport(start, realtime);
  const csvNow = async () => {
    setBusy(true);
    setCsvError(null);
    try {
      const file = await fetchCsvExport(routes, filter);
      (onCsv ?? ((f: CsvFile) => openDocument(f.blob, 'download', f.filename)))(file);
    } catch (cause) {
      setCsvError(cause);
    } finally {
      setBusy(false);
    }
  };
  const error = csvError ?? background.error;
  return (
    <div className="i9-export">
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        {t('csv_export_menu', 'Export {{model}}', { model: modelLabel })}
      </Button>
      {open ? (
        <div id={panelId} role="group" aria-label={t('csv_export_choices', 'Export {{model}}', { model: modelLabel })} className="i9-actions">
          <Button variant="secondary" loading={busy} onClick={() => void csvNow()}>
            {t('csv_export_now', 'CSV now')}
          </Button>
          <Button variant="secondary" loading={background.running} onClick={() => void background.run()}>
            {t('csv_export_background', 'CSV in the background')}
          </Button>
        </div>
      ) : null}
      {background.running ? <ProgressBar value={background.progress} label={t('csv_exporting', 'Exporting {{model}}…', { model: modelLabel })} /> : null}
      {background.file ? (
        <p className="i9-ok" role="status">
          {t('csv_export_ready', 'The file is ready:')}{' '}
          <a href={background.file.url} download={background.file.filename}>
            {t('csv_export_download', 'Download {{filename}}', { filename: background.file.filename })}
          </a>
        </p>
      ) : null}
      {error ? (
        <p className="i9-error" role="alert">
          {exportErrorText(t, error)}
        </p>
      ) : null}
    </div>
  );
}
