import { Link } from 'react-router-dom';
import { PERMISSIONS } from '@attest/contracts';
import { ApplicationStatusBadge, Button, useCan, useT } from '@attest/shared-ui';
import { applicantName, type ApplicantRow } from '../api/applicants-api';
import { useLoginAsApplicant } from '../hooks/useLoginAsApplicant';

/** Location names by location_id, from the customer context the page already has. */
export type LocationNames = Record<string, string>;

export function ApplicantsTable({ rows, locationNames = {} }: { rows: ApplicantRow[]; locationNames?: LocationNames }) {
  const { t } = useT();
  const loginAs = useLoginAsApplicant();
  const canLoginAs = useCan(PERMISSIONS.APPLICANTS_LOGIN_AS);
  const canReadDocuments = useCan(PERMISSIONS.DOCUMENTS_READ);
  if (rows.length === 0) {
    return <p>{t('no_applicants', 'No applicants match.')}</p>;
  }
  return (
    <div className="aa-table-wrap">
      <table className="aa-table aa-stack">
        <thead>
          <tr>
            <th scope="col">{t('name', 'Name')}</th>
            <th scope="col">{t('email', 'Email')}</th>
            <th scope="col">{t('location', 'Location')}</th>
            <th scope="col">{t('status', 'Status')}</th>
            <th scope="col">
              <span className="at-visually-hidden">{t('actions', 'Actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.applicant_id}>
              <td data-label={t('name', 'Name')}>{applicantName(row)}</td>
              <td data-label={t('email', 'Email')}>{row.email ?? ''}</td>
              <td data-label={t('location', 'Location')}>
                {row.location_code ?? (row.location_id != null ? (locationNames[String(row.location_id)] ?? '') : '')}
              </td>
              <td data-label={t('status', 'Status')}>
                {/* The application status as a labelled badge, never the raw code (SIGNUP, PRESCREEN, ...). */}
                <ApplicationStatusBadge status={row.current_application_status} />
              </td>
              <td>
                {canReadDocuments ? (
                  <Link to={`../applicants/${String(row.applicant_id)}/documents`} relative="path" aria-label={`${t('documents', 'Documents')} ${applicantName(row)}`}>
                    {t('documents', 'Documents')}
                  </Link>
                ) : null}{' '}
                {canLoginAs ? (
                  <Button variant="link" onClick={() => void loginAs(row.applicant_id)}>
                    {t('login_as_applicant', 'Log in as applicant')}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
