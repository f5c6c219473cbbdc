import { useState } from 'react';
import type { SigRequestTemplate } from '@attest/contracts';
import { Button, applySessionHeaders, openDocument, useT, useToast } from '@attest/shared-ui';
import { UploadPart } from './UploadPart';

export interface PaperSignPartProps {
  applicantId: string;
  sigRequestId: number;
  template: SigRequestTemplate;
}

/** Paper-sign (type 17): download the PDF, sign it on paper, upload the signed copy. */
export function PaperSignPart({ applicantId, sigRequestId, template }: PaperSignPartProps) {
  const { t } = useT();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const url = `/api/v1/Applicants/SignatureRequests/form/${encodeURIComponent(String(template.template_id))}/paper-sign-pdf`;
      const response = await fetch(url, { headers: applySessionHeaders(new Headers({ Accept: 'application/pdf' }), 'GET') });
      if (!response.ok) {
        throw new Error(`HTTP ${response.status}`);
      }
      openDocument(await response.blob(), 'download', `${template.name}.pdf`);
    } catch {
      toast.danger(t('paper_sign_pdf_failure', 'The document could not be loaded'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p>{t('paper_sign_intro', 'Download this document, sign it on paper, then upload the signed copy.')}</p>
      <Button variant="secondary" loading={busy} onClick={() => void download()}>
        {t('download', 'Download')}
      </Button>
      <UploadPart
        applicantId={applicantId}
        sigRequestId={sigRequestId}
        template={template}
        docType="paper_sign"
        label={t('upload_signed_paper', 'Upload the signed document')}
      />
    </>
  );
}
