import type { SigningSession } from '@attest/contracts';
import { useT } from '@attest/shared-ui';

/** Each document with an embedded preview and a link to open it (phones often show PDFs better in their own viewer). */
export function SigningDocuments({ documents }: { documents: SigningSession['documents'] }) {
  const { t } = useT();
  return (
    <ul className="shell-esign__documents" style={{ listStyle: 'none', padding: 0 }}>
      {documents.map((doc) => (
        <li key={doc.template_id} style={{ marginBottom: 16 }}>
          <h3>{doc.name}</h3>
          <iframe src={doc.preview_url} title={doc.name} style={{ width: '100%', height: '60vh', border: '1px solid var(--at-color-border)' }} />
          <a href={doc.preview_url} target="_blank" rel="noopener noreferrer">
            {t('open_the_document', 'Open the document')}
          </a>
        </li>
      ))}
    </ul>
  );
}
