import type { SigningSession } from '@attest/contracts';
import { useContentText, useT } from '@attest/shared-ui';

/**
 * Each document with an embedded preview and a link to open it (phones often show PDFs better in their own
 * viewer), grouped by request when one signature signs several.
 */
export function SigningDocuments({ session }: { session: Pick<SigningSession, 'requests' | 'documents'> }) {
  const { t } = useT();
  const text = useContentText();
  const grouped = session.requests.length > 1;
  return (
    <>
      {grouped ? (
        <p role="note">{t('esign_signs_together', 'This signature signs {{count}} document sets together:', { count: session.requests.length })}</p>
      ) : null}
      {session.requests.map((request) => (
        <section key={request.sig_request_id} data-sign-request={request.sig_request_id} aria-label={text.content('package', request.name)}>
          {grouped ? <h2>{text.content('package', request.name)}</h2> : null}
          <ul className="shell-esign__documents" style={{ listStyle: 'none', padding: 0 }}>
            {session.documents
              .filter((doc) => doc.sig_request_id === request.sig_request_id)
              .map((doc) => (
                <li key={`${doc.sig_request_id}-${doc.template_id}`} style={{ marginBottom: 16 }}>
                  <h3>{text.content('template', doc.name)}</h3>
                  <iframe src={doc.preview_url} title={text.content('template', doc.name)} style={{ width: '100%', height: '60vh', border: '1px solid var(--at-color-border)' }} />
                  <a href={doc.preview_url} target="_blank" rel="noopener noreferrer">
                    {t('open_the_document', 'Open the document')}
                  </a>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
