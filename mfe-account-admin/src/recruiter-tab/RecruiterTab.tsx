import { useState } from 'react';
import { Button, Card, apiFetch, getSession, isStaffSessionActive, logout, useT } from '@attest/shared-ui';
import { RecruiterSignIn } from './RecruiterSignIn';

const CAPABILITIES: [string, string][] = [
  ['recruiter_tab_create', 'Create an applicant in Attest from the candidate open in your ATS.'],
  ['recruiter_tab_associate', 'Associate the ATS candidate with an applicant who already exists in Attest.'],
  ['recruiter_tab_view', 'View the applicant’s onboarding details, documents and I-9 status.'],
  ['recruiter_tab_replace', 'Replace the applicant linked to this candidate when the wrong one was matched.'],
];

/**
 * The recruiter tab the external ATS embeds (exposed as `account_admin/RecruiterTab` and served standalone
 * at /recruiter-tab?customer=&candidateId=). Shows who is signed in and what the tab does for the candidate.
 */
export function RecruiterTab({ customerCode }: { customerCode: string | null }) {
  const { t } = useT();
  const [, setRevision] = useState(0);
  const refresh = () => setRevision((n) => n + 1);
  const session = getSession();
  const signedIn = isStaffSessionActive();
  const params = new URLSearchParams(window.location.search);
  const candidate = params.get('candidateId') ?? params.get('candidate_id');

  const signOut = async () => {
    await apiFetch('/api/v1/logout', { method: 'POST', body: {} }).catch(() => undefined);
    logout();
    refresh();
  };

  return (
    <Card title={t('recruiter_tab', 'Attest recruiter tab')}>
      {signedIn ? (
        <div role="status">
          <p>
            {t('recruiter_signed_in', 'Signed in as staff user {{user}} for customer {{customer}}.', {
              user: session.userId ?? '',
              customer: session.customerCode ?? '',
            })}
          </p>
          <Button variant="secondary" onClick={() => void signOut()}>
            {t('logout', 'Log out')}
          </Button>
        </div>
      ) : customerCode ? (
        <>
          <p role="status">{t('recruiter_signed_out', 'Sign in with your Attest staff account to use this tab.')}</p>
          <RecruiterSignIn customerCode={customerCode} onSignedIn={refresh} />
        </>
      ) : (
        <p role="alert">{t('recruiter_no_customer', 'This tab needs the customer code in its address (?customer=).')}</p>
      )}
      <p>
        {candidate
          ? t('recruiter_candidate', 'ATS candidate: {{candidate}}', { candidate })
          : t('recruiter_no_candidate', 'No ATS candidate was passed to this tab (?candidateId=).')}
      </p>
      <h3>{t('recruiter_what_it_does', 'What this tab does')}</h3>
      <ul>
        {CAPABILITIES.map(([key, text]) => (
          <li key={key}>{t(key, text)}</li>
        ))}
      </ul>
    </Card>
  );
}
