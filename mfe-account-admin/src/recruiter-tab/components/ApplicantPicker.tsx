import { useState, type FormEvent } from 'react';
import type { AtsAssociationDto } from '@attest/contracts';
import { Button, isApiError, TextField, useT } from '@attest/shared-ui';
import { associateApplicant, searchApplicants, type ApplicantMatch } from '../api/recruiter-tab-api';
import { messageFallback } from './tab-messages';

export interface ApplicantPickerProps {
  externalId: string;
  /** The applicant associated now (replace mode): not offered again. */
  currentApplicantId?: number;
  initialTerm?: string;
  onAssociated: (next: AtsAssociationDto) => void;
}

const nameOf = (a: ApplicantMatch) => [a.first_name, a.last_name].filter(Boolean).join(' ') || `#${a.applicant_id}`;

/** Search applicants (name, email, phone) and pick one to associate with the ATS candidate. */
export function ApplicantPicker({ externalId, currentApplicantId, initialTerm = '', onAssociated }: ApplicantPickerProps) {
  const { t } = useT();
  const [term, setTerm] = useState(initialTerm);
  const [matches, setMatches] = useState<ApplicantMatch[] | null>(null);
  const [busy, setBusy] = useState<number | 'search' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('search');
    setError(null);
    try {
      setMatches((await searchApplicants(term.trim())).filter((m) => m.applicant_id !== currentApplicantId));
    } catch (cause) {
      setError(isApiError(cause) ? cause.messageKey : 'unexpected_error');
    }
    setBusy(null);
  };

  const pick = async (applicantId: number) => {
    setBusy(applicantId);
    setError(null);
    try {
      onAssociated(await associateApplicant(externalId, applicantId));
    } catch (cause) {
      setError(isApiError(cause) ? cause.messageKey : 'unexpected_error');
      setBusy(null);
    }
  };

  return (
    <div>
      <form className="aa-search" role="search" onSubmit={(e) => void search(e)}>
        <TextField
          label={t('recruiter_tab_search_label', 'Find an applicant (name, email or phone)')}
          type="search"
          value={term}
          autoComplete="off"
          onChange={(e) => setTerm(e.target.value)}
        />
        <Button type="submit" loading={busy === 'search'} disabled={term.trim().length < 2}>
          {t('search', 'Search')}
        </Button>
      </form>
      {error ? (
        <p role="alert" className="aa-error">
          {t(error, messageFallback(error))}
        </p>
      ) : null}
      {matches && matches.length === 0 ? <p role="status">{t('recruiter_tab_no_matches', 'No applicant matches this search.')}</p> : null}
      {matches && matches.length > 0 ? (
        <ul className="aa-list" aria-label={t('recruiter_tab_matches', 'Matching applicants')}>
          {matches.map((m) => (
            <li key={m.applicant_id}>
              <span>
                <strong>{nameOf(m)}</strong>
                {m.email ? <span className="aa-muted aa-break"> · {m.email}</span> : null}
              </span>
              <Button
                variant="secondary"
                loading={busy === m.applicant_id}
                disabled={busy !== null}
                aria-label={t('recruiter_tab_associate_named', 'Associate {{name}}', { name: nameOf(m) })}
                onClick={() => void pick(m.applicant_id)}
              >
                {t('recruiter_tab_associate', 'Associate')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
