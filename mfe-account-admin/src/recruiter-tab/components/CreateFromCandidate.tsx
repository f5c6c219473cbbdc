import { useState } from 'react';
import type { AtsAssociationDto, AtsCandidate } from '@attest/contracts';
import { Button, isApiError, useT } from '@attest/shared-ui';
import { createApplicantFromCandidate } from '../api/recruiter-tab-api';
import { messageFallback } from './tab-messages';
import { FactList, type Fact } from './FactList';

export interface CreateFromCandidateProps {
  externalId: string;
  candidate: AtsCandidate | null;
  onCreated: (next: AtsAssociationDto) => void;
  /** A refusal for an email in use: the tab offers to associate that applicant instead. */
  onDuplicateEmail: (email: string) => void;
}

/** The ATS candidate's details and "Create applicant"; a failure shows 'Error Creating Applicant' and why. */
export function CreateFromCandidate({ externalId, candidate, onCreated, onDuplicateEmail }: CreateFromCandidateProps) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!candidate) {
    return <p>{t('recruiter_tab_no_candidate_data', 'Your ATS did not send this candidate’s details. Associate an existing applicant below.')}</p>;
  }

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      onCreated(await createApplicantFromCandidate(externalId, candidate));
    } catch (cause) {
      const key = isApiError(cause) ? cause.messageKey : 'unexpected_error';
      // The spec's tracked failure ('Error Creating Applicant'); the reason travels with it, never the candidate's data.
      console.warn('Error Creating Applicant', key);
      setError(key);
      setBusy(false);
      if (key === 'duplicate_email') {
        onDuplicateEmail(candidate.email);
      }
    }
  };

  const rows: Fact[] = [
    ['recruiter_tab_name', 'Name', `${candidate.first_name} ${candidate.last_name}`],
    ['email', 'Email', candidate.email],
    ['mobile_phone', 'Mobile phone', candidate.mobile_phone],
    ['recruiter_tab_city_state', 'City and state', [candidate.city, candidate.state].filter(Boolean).join(', ') || undefined],
  ];
  return (
    <div>
      <FactList facts={rows} />
      {error ? (
        <div role="alert" className="rt-alert">
          <p className="aa-error">{t('recruiter_tab_create_error', 'Error Creating Applicant')}</p>
          <p>{t(error, messageFallback(error))}</p>
        </div>
      ) : null}
      <Button loading={busy} onClick={() => void create()}>
        {t('recruiter_tab_create', 'Create applicant in Attest')}
      </Button>
    </div>
  );
}
