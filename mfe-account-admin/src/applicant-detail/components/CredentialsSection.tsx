import { useState } from 'react';
import { Button, Card, useT, useToast } from '@attest/shared-ui';
import { applicantActions, useLicencesQuery, useUploadedDocumentsQuery } from '../api/applicant-detail-api';
import { FileViewer, type ViewedFile } from './FileViewer';

/**
 * Professional licences (front and back pictures, read from `licenses/{id}/fileUrl`, decision 0043) and uploaded
 * documents, opened in the in-page viewer. The credential model (types, requests, statuses) is ApplicantCredentialsSection.
 */
export function CredentialsSection({ applicantId }: { applicantId: string }) {
  const { t } = useT();
  const toast = useToast();
  const credentials = useLicencesQuery(applicantId);
  const documents = useUploadedDocumentsQuery(applicantId);
  const [viewed, setViewed] = useState<ViewedFile | null>(null);
  const fileNotFound = () => toast.danger(t('file_not_found', 'File not found. Please contact support.'));

  const openCredential = async (credentialId: number, back: boolean, title: string) => {
    try {
      const f = await applicantActions.licenceFile(applicantId, credentialId, back);
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
    <Card title={t('licenses_and_documents', 'Licenses and documents')}>
      {credentials.data?.length === 0 && documents.data?.length === 0 ? <p>{t('no_licenses_or_documents', 'No licenses or documents yet.')}</p> : null}
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
