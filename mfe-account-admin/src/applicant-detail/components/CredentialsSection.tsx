import { useState } from 'react';
import { Button, Card, useT, useToast } from '@attest/shared-ui';
import { applicantActions, useCredentialsQuery, useUploadedDocumentsQuery } from '../api/applicant-detail-api';
import { FileViewer, type ViewedFile } from './FileViewer';

/** Credentials (front and back pictures) and uploaded documents, opened in the in-page viewer. */
export function CredentialsSection({ applicantId }: { applicantId: string }) {
  const { t } = useT();
  const toast = useToast();
  const credentials = useCredentialsQuery(applicantId);
  const documents = useUploadedDocumentsQuery(applicantId);
  const [viewed, setViewed] = useState<ViewedFile | null>(null);
  const fileNotFound = () => toast.danger(t('file_not_found', 'File not found. Please contact support.'));

  const openCredential = async (credentialId: number, back: boolean, title: string) => {
    try {
      const f = await applicantActions.credentialFile(applicantId, credentialId, back);
      setViewed({ title, url: f.url, mime: f.mime });
    } catch {
      fileNotFound();
    }
  };
  const openDocument = async (documentId: number, mime: string, title: string) => {
    try {
      const f = await applicantActions.documentFile(applicantId, documentId);
      setViewed({ title, url: f.url, mime });
    } catch {
      fileNotFound();
    }
  };

  return (
    <Card title={t('credentials_and_documents', 'Credentials and documents')}>
      {credentials.data?.length === 0 && documents.data?.length === 0 ? <p>{t('no_credentials', 'No credentials or documents yet.')}</p> : null}
      <ul className="ad-list">
        {(credentials.data ?? []).map((c) => (
          <li key={c.id} className="ad-row">
            <span>
              <strong>{c.license_type}</strong> {c.state ?? ''} {c.license_number ?? ''} {c.expiration_date ? `· ${t('expires', 'Expires')} ${c.expiration_date}` : ''}
            </span>
            <span className="ad-row__actions">
              {c.front ? (
                <Button variant="secondary" onClick={() => void openCredential(c.id, false, `${c.license_type} · ${t('front', 'Front')}`)}>
                  {t('view_front', 'View front')}
                </Button>
              ) : null}
              {c.back ? (
                <Button variant="secondary" onClick={() => void openCredential(c.id, true, `${c.license_type} · ${t('back', 'Back')}`)}>
                  {t('view_back', 'View back')}
                </Button>
              ) : null}
            </span>
          </li>
        ))}
        {(documents.data ?? []).map((d) => (
          <li key={`doc-${d.document_id}`} className="ad-row">
            <span>
              {d.file_name} <small>({d.doc_type})</small>
            </span>
            <Button variant="secondary" onClick={() => void openDocument(d.document_id, d.mime, d.file_name)}>
              {t('view', 'View')}
            </Button>
          </li>
        ))}
      </ul>
      {viewed ? <FileViewer file={viewed} onClose={() => setViewed(null)} /> : null}
    </Card>
  );
}
