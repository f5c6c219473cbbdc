import type { TermsOfServiceStatus } from '@attest/contracts';
import { useT } from '@attest/shared-ui';

/**
 * The detail page's terms-of-service line: when and which version the applicant accepted, "Not accepted"
 * otherwise, and a note when the accepted version is not the one in force (they are asked again in the portal).
 */
export function TermsOfServiceFact({ tos }: { tos: TermsOfServiceStatus }) {
  const { t } = useT();
  if (!tos.accepted || !tos.accepted_at) {
    return <>{t('tos_not_accepted', 'Not accepted')}</>;
  }
  const date = new Date(tos.accepted_at);
  return (
    <>
      {t('tos_accepted_version', 'Accepted {{date}} (version {{version}})', {
        date: Number.isNaN(date.getTime()) ? tos.accepted_at : date.toLocaleString(),
        version: tos.version ?? '—',
      })}
      {tos.accepted_current ? null : (
        <>
          <br />
          <small>{t('tos_not_current', 'The current version is {{version}}: the applicant will be asked to accept it on their next visit.', { version: tos.current_version })}</small>
        </>
      )}
    </>
  );
}
