import { useState } from 'react';
import { Button, applySessionHeaders, openDocument, useT, useToast } from '@attest/shared-ui';

/**
 * The I-9 as the server draws it (GET /api/v1/i9/{id}/pdf). It needs the session headers, so it is
 * fetched, not linked. Numbers are masked unless the page shows them revealed (the server re-checks
 * pii.ssn.reveal and records the reveal in the trail).
 */
export function DownloadI9Pdf({ recordId, reveal, onDocument }: { recordId: number; reveal: boolean; onDocument?: (blob: Blob) => void }) {
  const { t } = useT();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const response = await fetch(`/api/v1/i9/${recordId}/pdf${reveal ? '?reveal=true' : ''}`, {
        headers: applySessionHeaders(new Headers({ Accept: 'application/pdf' }), 'GET'),
      });
      if (!response.ok) {
        throw new Error(`HTTP ${response.status}`);
      }
      const blob = await response.blob();
      (onDocument ?? ((b: Blob) => openDocument(b, 'download', `i9-${recordId}.pdf`)))(blob);
    } catch {
      toast.danger(t('i9_pdf_failed', 'The I-9 PDF could not be made. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={() => void download()}>
      {t('i9_download_pdf', 'Download the I-9 (PDF)')}
    </Button>
  );
}
