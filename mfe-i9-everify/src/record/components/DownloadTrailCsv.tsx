import { useState } from 'react';
import { Button, applySessionHeaders, openDocument, useT, useToast } from '@attest/shared-ui';

/** The file name the server gives (`attachment; filename="..."`), else one of ours. */
function filenameOf(disposition: string | null, recordId: number): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? `i9-${recordId}-trail.csv`;
}

/**
 * "Download the trail (CSV)": GET /api/v1/i9/{id}/trail/export with the session headers (so fetched, not linked).
 * The file is masked as the trail on the page and ends with the verification result; the server records the
 * download in the trail.
 */
export function DownloadTrailCsv({
  recordId,
  onDocument,
}: {
  recordId: number;
  onDocument?: (blob: Blob, filename: string) => void;
}) {
  const { t } = useT();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const response = await fetch(`/api/v1/i9/${recordId}/trail/export`, {
        headers: applySessionHeaders(new Headers({ Accept: 'text/csv' }), 'GET'),
      });
      if (!response.ok) {
        throw new Error(`HTTP ${response.status}`);
      }
      const filename = filenameOf(response.headers.get('content-disposition'), recordId);
      const blob = await response.blob();
      (onDocument ?? ((b: Blob, name: string) => openDocument(b, 'download', name)))(blob, filename);
    } catch {
      toast.danger(t('i9_trail_download_failed', 'The trail could not be downloaded. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={() => void download()}>
      {t('i9_trail_download_csv', 'Download the trail (CSV)')}
    </Button>
  );
}
