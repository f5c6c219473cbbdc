import { Link, useParams } from 'react-router-dom';
import { useT } from '@attest/shared-ui';
import { useApplicantMatchesQuery } from '../api/applicant-detail-api';

const REASONS: Record<string, string> = { email: 'same email', phone: 'same phone', name_dob: 'same name and date of birth', fed_id: 'same SSN' };

/** Warns about possible duplicates (POST /api/v1/applicants/matches). */
export function DuplicatesWarning({ applicantId }: { applicantId: string }) {
  const { t } = useT();
  const { customerCode = '', locationCode = 'hq' } = useParams();
  const matches = useApplicantMatchesQuery(applicantId);
  if (!matches.data?.length) {
    return null;
  }
  return (
    <div className="at-banner ad-duplicates" role="status">
      <strong>{t('possible_duplicates', 'Possible duplicates')}</strong>
      <ul className="ad-list">
        {matches.data.map((m) => (
          <li key={m.applicant_id}>
            <Link to={`/${customerCode}/${locationCode}/admin/applicants/${m.applicant_id}`}>{m.full_name || m.email}</Link>{' '}
            <small>({m.reasons.map((r) => t(`match_${r}`, REASONS[r] ?? r)).join(', ')})</small>
          </li>
        ))}
      </ul>
    </div>
  );
}
