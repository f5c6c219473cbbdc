import { Link } from 'react-router-dom';
import { PERMISSIONS } from '@attest/contracts';
import { ApplicationStatusBadge, Button, useCan, useT } from '@attest/shared-ui';
import { applicantName, type ApplicantRow } from '../api/applicants-api';
import { useLoginAsApplicant } from '../hooks/useLoginAsApplicant';
import { EmailText } from './EmailText';
import { nextSectionText } from './next-section-text';
import { SortHeader, type SortState } from './SortHeader';

/** Location names by location_id, from the customer context the page already has. */
export type LocationNames = Record<string, string>;

const day = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 10) : '');

export function ApplicantsTable({ rows, locationNames = {}, sort = {}, onSort }: { rows: ApplicantRow[]; locationNames?: LocationNames; sort?: SortState; onSort?: (next: SortState) => void }) {
  const { t } = useT();
  const loginAs = useLoginAsApplicant();
  const canLoginAs = useCan(PERMISSIONS.APPLICANTS_LOGIN_AS);
  const canReadDocuments = useCan(PERMISSIONS.DOCUMENTS_READ);
  if (rows.length === 0) {
    return <p>{t('no_applicants', 'No applicants match.')}</p>;
  }
  const header = (field: Parameters<typeof SortHeader>[0]['field'], label: string) =>
    onSort ? <SortHeader field={field} label={label} state={sort} onSort={onSort} /> : <th scope="col">{label}</th>;
  return (
    <div className="aa-table-wrap">
      <table className="aa-table aa-stack">
        <thead>
          <tr>
            {header('last_name', t('name', 'Name'))}
            {header('email', t('email', 'Email'))}
            {header('location_id', t('location', 'Location'))}
            {header('application_status', t('status', 'Status'))}
            <th scope="col">{t('next_section', 'Next section')}</th>
            {header('date_registered', t('registered', 'Registered'))}
            {header('last_activity_date', t('last_activity', 'Last activity'))}
            <th scope="col">
              <span className="at-visually-hidden">{t('actions', 'Actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.applicant_id}>
              <td data-label={t('name', 'Name')}>
                <Link to={`../applicants/${String(row.applicant_id)}`} relative="path">
                  {applicantName(row)}
                </Link>
                {row.locked ? <span className="aa-badge aa-badge--system"> {t('account_locked', 'Locked')}</span> : null}
                {row.active === 0 || row.active === false ? <span className="aa-badge aa-badge--deactivated"> {t('account_inactive', 'Inactive')}</span> : null}
              </td>
              <td data-label={t('email', 'Email')} className="aa-break aa-email">
                <EmailText email={row.email} />
              </td>
              <td data-label={t('location', 'Location')}>
                {row.location_code ?? (row.location_id != null ? (locationNames[String(row.location_id)] ?? '') : '')}
              </td>
              <td data-label={t('status', 'Status')}>
                {/* The application status as a labelled badge, never the raw code (SIGNUP, PRESCREEN, ...). */}
                <ApplicationStatusBadge status={row.current_application_status} />
              </td>
              <td data-label={t('next_section', 'Next section')}>{nextSectionText(t, row.current_application_status)}</td>
              <td data-label={t('registered', 'Registered')}>{day(row.date_registered)}</td>
              <td data-label={t('last_activity', 'Last activity')}>{day(row.last_activity_date) || t('never', 'Never')}</td>
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
