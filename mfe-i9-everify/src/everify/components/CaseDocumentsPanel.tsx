import { useRef, useState } from 'react';
import { Button, Card, LoadingBar, useT, useToast } from '@attest/shared-ui';
import { apiErrorText } from '../../i9-common/i9-text';
import { messageKeyOf, uploadCaseDocument } from '../api/case-files';
import { useGetCaseDocumentsQuery, type CaseFile } from '../api/everify-cases-api';
import { fileKindText, when } from '../everify-labels';
import { useFileDownload } from '../hooks/useFileDownload';

const ACCEPT = '.pdf,.jpg,.jpeg,.png';

/** The case's documents: the letters the product made and the files staff added (PDF, JPEG, PNG), each downloadable. */
export function CaseDocumentsPanel({ caseId, canManage }: { caseId: number; canManage: boolean }) {
  const { t } = useT();
  const toast = useToast();
  const docs = useGetCaseDocumentsQuery(caseId, { refetchOnMountOrArgChange: true });
  const input = useRef<HTMLInputElement | null>(null);
  const [uploading, setUploading] = useState(false);
  const files = useFileDownload();
  const uploadError = (error: unknown): string => {
    switch (messageKeyOf(error)) {
      case 'upload_type_not_accepted':
        return t('upload_type_not_accepted', 'This type of file is not accepted. Use one of: {{types}}.', { types: '.pdf .jpg .jpeg .png' });
      case 'upload_content_mismatch':
        return t('upload_content_mismatch', "The file's content does not match its type.");
      case 'upload_too_large':
        return t('upload_too_large', 'The file is too large (30 MB at most).');
      default:
        return apiErrorText(t, error);
    }
  };
  const upload = async (file: File | undefined) => {
    if (!file) {
      return;
    }
    setUploading(true);
    try {
      await uploadCaseDocument(caseId, file);
      toast.success(t('everify_document_added', 'The document was added to the case.'));
      void docs.refetch();
    } catch (error) {
      toast.danger(uploadError(error));
    } finally {
      setUploading(false);
      if (input.current) {
        input.current.value = '';
      }
    }
  };
  const state = (f: CaseFile) =>
    f.state === 'queued' ? t('everify_file_queued', 'Being made…') : f.state === 'failed' ? apiErrorText(t, { messageKey: f.error ?? 'everify_file_failed', httpStatusCode: 409 }) : '';
  return (
    <Card title={t('everify_documents', 'Documents')}>
      <LoadingBar active={docs.isFetching} />
      {docs.data && docs.data.items.length === 0 ? <p className="i9-muted">{t('everify_no_documents', 'No documents yet.')}</p> : null}
      <ul className="everify-files">
        {(docs.data?.items ?? []).map((f) => (
          <li key={f.id} data-file={f.id}>
            <strong>{fileKindText(t, f.kind, f.lang)}</strong> <span className="i9-muted">{f.file_name}</span> <span className="i9-muted">{when(f.ready_at ?? f.created_at)}</span>{' '}
            {f.state === 'ready' ? (
              <Button variant="link" onClick={() => void files.open(f).catch((e: unknown) => toast.danger(apiErrorText(t, e)))}>
                {t('everify_download', 'Download')}
              </Button>
            ) : (
              <span className="i9-muted">{state(f)}</span>
            )}
          </li>
        ))}
      </ul>
      {canManage ? (
        <div className="i9-actions">
          <label className="at-button at-button--secondary">
            {t('everify_add_document', 'Add a document (PDF, JPEG or PNG)')}
            <input ref={input} type="file" accept={ACCEPT} className="everify-file-input" disabled={uploading} onChange={(e) => void upload(e.target.files?.[0])} />
          </label>
          {uploading ? <span className="i9-muted">{t('everify_uploading', 'Uploading…')}</span> : null}
        </div>
      ) : null}
    </Card>
  );
}
