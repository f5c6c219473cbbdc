import { useState } from 'react';
import { Button, isApiError, useT, useToast } from '@attest/shared-ui';
import { fetchSignedFileUrl } from '../api/signing-calls';

/** Preview / Download of a signed request's PDF: the server answers a signed, expiring URL that is opened. */
export function SignedDocumentActions({ applicantId, sigRequestId }: { applicantId: string; sigRequestId: number }) {
  const { t } = useT();
  const toast = useToast();
  const [busy, setBusy] = useState<'preview' | 'download' | null>(null);

  const run = async (action: 'preview' | 'download') => {
    setBusy(action);
    try {
      const { url } = await fetchSignedFileUrl(applicantId, sigRequestId);
      if (action === 'preview') {
        window.open(url, '_blank', 'noopener');
      } else {
        const link = document.createElement('a');
        link.href = url;
        link.download = '';
        link.click();
      }
    } catch (error) {
      toast.danger(
        isApiError(error) && error.httpStatusCode === 404
          ? t('file_not_found', 'File not found. Please contact support.')
          : t('paper_sign_pdf_failure', 'The document could not be loaded'),
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <span className="applicant-doc-actions">
      <Button variant="link" loading={busy === 'preview'} onClick={() => void run('preview')}>
        {t('preview', 'Preview')}
      </Button>
      <Button variant="link" loading={busy === 'download'} onClick={() => void run('download')}>
        {t('download', 'Download')}
      </Button>
    </span>
  );
}
