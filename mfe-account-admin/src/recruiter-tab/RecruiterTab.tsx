import { useState } from 'react';
import type { AtsAssociationDto } from '@attest/contracts';
import { Button, Card, Spinner, useCan, useT } from '@attest/shared-ui';
import { ApplicantPicker } from './components/ApplicantPicker';
import { AssociatedApplicant } from './components/AssociatedApplicant';
import { CreateFromCandidate } from './components/CreateFromCandidate';
import { RecruiterTabStyles } from './components/RecruiterTabStyles';
import { messageFallback } from './components/tab-messages';
import { useAssociation } from './hooks/useAssociation';
import { useRecruiterLaunch, type RecruiterLaunch } from './hooks/useRecruiterLaunch';

/**
 * The recruiter tab the ATS embeds (exposed as `account_admin/RecruiterTab`, served at
 * /recruiter-tab?customer=&launch=). It signs in from the host's launch (decision 0023), then works on
 * the ATS candidate: create an applicant from it, associate an existing applicant, see the associated
 * applicant's details and onboarding progress, and replace the associated applicant.
 */
export function RecruiterTab({ customerCode }: { customerCode: string | null }) {
  const { t } = useT();
  const launch = useRecruiterLaunch(customerCode);
  return (
    <Card title={t('recruiter_tab', 'Attest recruiter tab')}>
      <RecruiterTabStyles />
      {launch.kind === 'opening' ? (
        <p role="status">
          <Spinner /> {t('recruiter_tab_opening', 'Signing in…')}
        </p>
      ) : launch.kind === 'failed' ? (
        <p role="alert" className="aa-error">
          {t(launch.messageKey, messageFallback(launch.messageKey))}
        </p>
      ) : (
        <CandidateWorkspace launch={launch} />
      )}
    </Card>
  );
}

function CandidateWorkspace({ launch }: { launch: RecruiterLaunch }) {
  const { t } = useT();
  const canWrite = useCan('applicants.write');
  const { association, error, set } = useAssociation(launch.externalId);
  const [replacing, setReplacing] = useState(false);
  const [searchTerm, setSearchTerm] = useState('');
  const [saved, setSaved] = useState<string | null>(null);

  const changed = (message: string) => (next: AtsAssociationDto) => {
    set(next);
    setReplacing(false);
    setSaved(message);
  };

  return (
    <>
      <div className="rt-head">
        <p>{t('recruiter_tab_candidate', 'ATS candidate: {{candidate}}', { candidate: launch.externalId })}</p>
        <p className="aa-muted">{t('recruiter_tab_signed_in_as', 'Signed in as {{name}}', { name: launch.userName })}</p>
      </div>
      {saved ? (
        <p role="status" className="aa-ok">
          {saved}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="aa-error">
          {t(error, messageFallback(error))}
        </p>
      ) : !association ? (
        <p role="status">
          <Spinner /> {t('loading', 'Loading…')}
        </p>
      ) : association.applicant ? (
        <section className="aa-panel" aria-label={t('recruiter_tab_associated', 'Associated applicant')}>
          <h3>{t('recruiter_tab_associated', 'Associated applicant')}</h3>
          <AssociatedApplicant applicant={association.applicant} />
          {canWrite && !replacing ? (
            <Button variant="secondary" onClick={() => setReplacing(true)}>
              {t('recruiter_tab_replace', 'Replace applicant')}
            </Button>
          ) : null}
          {canWrite && replacing ? (
            <div className="aa-panel">
              <h3>{t('recruiter_tab_replace_title', 'Choose the applicant to associate instead')}</h3>
              <ApplicantPicker
                externalId={launch.externalId}
                currentApplicantId={association.applicant.applicant_id}
                onAssociated={changed(t('recruiter_tab_replaced', 'The associated applicant was replaced.'))}
              />
              <Button variant="secondary" onClick={() => setReplacing(false)}>
                {t('cancel', 'Cancel')}
              </Button>
            </div>
          ) : null}
        </section>
      ) : canWrite ? (
        <>
          <section className="aa-panel" aria-label={t('recruiter_tab_create_title', 'Create an applicant from this candidate')}>
            <h3>{t('recruiter_tab_create_title', 'Create an applicant from this candidate')}</h3>
            <CreateFromCandidate
              externalId={launch.externalId}
              candidate={launch.candidate}
              onCreated={changed(t('recruiter_tab_created', 'The applicant was created and associated with this candidate.'))}
              onDuplicateEmail={setSearchTerm}
            />
          </section>
          <section className="aa-panel" aria-label={t('recruiter_tab_associate_title', 'Associate an existing applicant')}>
            <h3>{t('recruiter_tab_associate_title', 'Associate an existing applicant')}</h3>
            <ApplicantPicker
              key={searchTerm}
              externalId={launch.externalId}
              initialTerm={searchTerm}
              onAssociated={changed(t('recruiter_tab_associated_done', 'The applicant is now associated with this candidate.'))}
            />
          </section>
        </>
      ) : (
        <p role="status">{t('recruiter_tab_not_associated', 'No applicant is associated with this candidate yet.')}</p>
      )}
    </>
  );
}
