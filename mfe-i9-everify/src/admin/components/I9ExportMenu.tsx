import { useCallback, useId, useState } from 'react';
import {
  AsyncFileError,
  Button,
  isApiError,
  openDocument,
  ProgressBar,
  useT,
  type RealtimeClient,
} from '@attest/shared-ui';
import { apiErrorText, type Translate } from '../../i9-common/i9-text';
import {
  fetchI9SubmissionsCsv,
  startI9SubmissionsExport,
  type CsvFile,
  type I9ExportFilter,
} from '../api/export-api';
import { useBackgroundExport } from '../hooks/useBackgroundExport';

export interface I9ExportMenuProps {
  /** The list's current filters: the file holds the same records. */
  filter: I9ExportFilter;
  /** Replaces the browser download of the CSV made now (tests, embedding hosts). */
  onCsv?: (file: CsvFile) => void;
  /** The real-time client the background export listens on (the page's own by default). */
  realtime?: Pick<RealtimeClient, 'subscribe'>;
}

function exportErrorText(t: Translate, error: unknown): string {
  if (isApiError(error)) {
    return apiErrorText(t, error);
  }
  if (error instanceof AsyncFileError) {
    return t('i9_export_failed', 'The export failed. Please try again.');
  }
  return t('i9_export_no_progress', 'The progress of the export could not be followed. Please try again.');
}

/**
 * "Export" on the I-9 list: the CSV now (streamed by the server and saved at once), or in the background
 * (a job on the server's queue: a progress bar, then a link to the file). The file holds what the list
 * shows, never SSNs or document numbers.
 */
export function I9ExportMenu({ filter, onCsv, realtime }: I9ExportMenuProps) {
  const { t } = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [csvBusy, setCsvBusy] = useState(false);
  const [csvError, setCsvError] = useState<unknown>(null);
  const start = useCallback(() => startI9SubmissionsExport(filter), [filter]);
  const background = useBackgroundExport(start, realtime);

  const csvNow = async () => {
    setCsvBusy(true);
    setCsvError(null);
    try {
      const file = await fetchI9SubmissionsCsv(filter);
      (onCsv ?? ((f: CsvFile) => openDocument(f.blob, 'download', f.filename)))(file);
    } catch (cause) {
      setCsvError(cause);
    } finally {
      setCsvBusy(false);
    }
  };
  const error = csvError ?? background.error;

  return (
    <div className="i9-export">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {t('i9_export', 'Export')}
      </Button>
      {open ? (
        <div
          id={panelId}
          role="group"
          aria-label={t('i9_export_choices', 'Export the I-9 list')}
          className="i9-actions"
        >
          <Button variant="secondary" loading={csvBusy} onClick={() => void csvNow()}>
            {t('i9_export_csv_now', 'CSV now')}
          </Button>
          <Button variant="secondary" loading={background.running} onClick={() => void background.run()}>
            {t('i9_export_background', 'CSV in the background')}
          </Button>
        </div>
      ) : null}
      {background.running ? (
        <ProgressBar value={background.progress} label={t('i9_exporting', 'Exporting the I-9 list…')} />
      ) : null}
      {background.file ? (
        <p className="i9-ok" role="status">
          {t('i9_export_ready', 'The file is ready:')}{' '}
          <a href={background.file.url} download={background.file.filename}>
            {t('i9_export_download', 'Download {{filename}}', { filename: background.file.filename })}
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
