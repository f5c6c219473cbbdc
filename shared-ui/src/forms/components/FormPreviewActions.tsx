import { useState } from 'react';
import { Button } from '../../components/Button';
import { useToast } from '../../components/ToastProvider';
import { applySessionHeaders } from '../../api/request-headers';
import { useT } from '../../i18n/useT';
import type { PreviewOffer } from '../preview-offer';

export type DocumentAction = 'preview' | 'download';

/** Opens a fetched document: preview in a new tab, download under the form's name. */
export function openDocument(blob: Blob, action: DocumentAction, fileName: string): void {
  const url = URL.createObjectURL(blob);
  if (action === 'preview') {
    window.open(url, '_blank', 'noopener');
  } else {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export interface FormPreviewActionsProps {
  offer: PreviewOffer;
  fileName: string;
  /** Replaces openDocument (embedding hosts, tests). */
  onDocument?: (blob: Blob, action: DocumentAction) => void;
}

/** Preview / download buttons. The PDF needs the session headers, so it is fetched rather than linked. */
export function FormPreviewActions({ offer, fileName, onDocument }: FormPreviewActionsProps) {
  const { t } = useT();
  const toast = useToast();
  const [busy, setBusy] = useState<DocumentAction | null>(null);
  if (!offer.previewUrl) {
    return null;
  }
  const run = async (action: DocumentAction, url: string) => {
    setBusy(action);
    try {
      const response = await fetch(url, { headers: applySessionHeaders(new Headers({ Accept: 'application/pdf' }), 'GET') });
      if (!response.ok) {
        throw new Error(`HTTP ${response.status}`);
      }
      const blob = await response.blob();
      (onDocument ?? ((b: Blob, a: DocumentAction) => openDocument(b, a, fileName)))(blob, action);
    } catch {
      toast.danger(t('paper_sign_pdf_failure', 'The document could not be loaded'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="at-dyn-preview">
      <Button variant="secondary" loading={busy === 'preview'} onClick={() => void run('preview', offer.previewUrl!)}>
        {t('preview_document', 'Preview')}
      </Button>
      {offer.downloadUrl ? (
        <Button variant="secondary" loading={busy === 'download'} onClick={() => void run('download', offer.downloadUrl!)}>
          {t('download_document', 'Download')}
        </Button>
      ) : null}
    </div>
  );
}
