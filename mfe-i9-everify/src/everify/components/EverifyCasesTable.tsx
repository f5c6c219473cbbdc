import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatDate, useT } from '@attest/shared-ui';
import { I9Badge } from '../../i9-common/I9Badge';
import type { EverifyCase } from '../api/everify-cases-api';
import { countdownBadge, statusBadge, waitingBadge } from '../everify-labels';

/** The cases: a table that becomes stacked cards on a phone; a row opens its case. */
export function EverifyCasesTable({ rows }: { rows: EverifyCase[] }) {
  const { t } = useT();
  const navigate = useNavigate();
  const { customerCode = '', locationCode = '' } = useParams();
  if (rows.length === 0) {
    return <p>{t('everify_no_cases', 'No E-Verify cases match.')}</p>;
  }
  const href = (id: number) => `/${encodeURIComponent(customerCode)}/${encodeURIComponent(locationCode)}/admin/everify/${id}`;
  const cols = {
    employee: t('i9_col_employee', 'Employee'),
    number: t('everify_col_case_number', 'Case number'),
    status: t('i9_col_status', 'Status'),
    deadline: t('i9_col_deadlines', 'Deadlines'),
    created: t('everify_col_created', 'Created'),
  };
  return (
    <div className="i9-table-wrap">
      <table className="i9-table i9-stack">
        <thead>
          <tr>
            <th scope="col">{cols.employee}</th>
            <th scope="col">{cols.number}</th>
            <th scope="col">{cols.status}</th>
            <th scope="col">{cols.deadline}</th>
            <th scope="col">{cols.created}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => {
            const name = [c.first_name, c.last_name].filter(Boolean).join(' ') || t('i9_applicant_n', 'Applicant {{id}}', { id: c.applicant_id });
            const due = [countdownBadge(t, 'case', c.case_days_left), countdownBadge(t, 'notify', c.notify_days_left), countdownBadge(t, 'contact', c.contact_days_left)].filter(Boolean);
            return (
              <tr key={c.id} className="i9-clickable" data-case={c.id} onClick={() => navigate(href(c.id))}>
                <td data-label={cols.employee}>
                  <Link to={href(c.id)} onClick={(e) => e.stopPropagation()}>
                    {name}
                  </Link>
                </td>
                <td data-label={cols.number}>{c.case_number ?? <span className="i9-muted">{t('everify_no_case_number', 'Not opened yet')}</span>}</td>
                <td data-label={cols.status}>
                  <I9Badge badge={statusBadge(t, c.status)} />
                  {c.awaiting_service ? <I9Badge badge={waitingBadge(t)} /> : null}
                </td>
                <td data-label={cols.deadline}>
                  {due.map((b) => (
                    <I9Badge key={b!.label} badge={b} />
                  ))}
                  {due.length === 0 ? <span className="i9-muted">{t('i9_no_deadline', 'Nothing due')}</span> : null}
                </td>
                <td data-label={cols.created}>{formatDate(c.created_at.slice(0, 10), '')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
