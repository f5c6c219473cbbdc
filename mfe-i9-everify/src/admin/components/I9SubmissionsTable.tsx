import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatDate, useT } from '@attest/shared-ui';
import { I9Badge } from '../../i9-common/I9Badge';
import { i9StatusBadge, section2CountdownBadge } from '../../i9-common/i9-labels';
import { reverifyCountdownBadge } from '../countdown-badges';
import type { SubmissionRow } from '../api/submissions-api';

/** The I-9 list: a table that becomes stacked cards on a phone; a row opens its record. */
export function I9SubmissionsTable({ rows }: { rows: SubmissionRow[] }) {
  const { t } = useT();
  const navigate = useNavigate();
  const { customerCode = '', locationCode = '' } = useParams();
  if (rows.length === 0) {
    return <p>{t('i9_no_records', 'No I-9 records match.')}</p>;
  }
  const href = (id: number) =>
    `/${encodeURIComponent(customerCode)}/${encodeURIComponent(locationCode)}/admin/i9/${id}`;
  const cols = {
    employee: t('i9_col_employee', 'Employee'),
    status: t('i9_col_status', 'Status'),
    deadline: t('i9_col_deadlines', 'Deadlines'),
    firstDay: t('i9_col_first_day', 'First day of employment'),
  };
  return (
    <div className="i9-table-wrap">
      <table className="i9-table i9-stack">
        <thead>
          <tr>
            <th scope="col">{cols.employee}</th>
            <th scope="col">{cols.status}</th>
            <th scope="col">{cols.deadline}</th>
            <th scope="col">{cols.firstDay}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const name =
              [r.first_name, r.last_name].filter(Boolean).join(' ') ||
              t('i9_applicant_n', 'Applicant {{id}}', { id: r.applicant_id });
            const s2 = r.section2_signed_at ? null : section2CountdownBadge(t, r.section2_countdown);
            const reverify = reverifyCountdownBadge(t, r.reverify_countdown, r.reverify_bucket);
            return (
              <tr key={r.id} className="i9-clickable" data-record={r.id} onClick={() => navigate(href(r.id))}>
                <td data-label={cols.employee}>
                  <Link to={href(r.id)} onClick={(e) => e.stopPropagation()}>
                    {name}
                  </Link>
                </td>
                <td data-label={cols.status}>
                  <I9Badge badge={i9StatusBadge(t, r.status)} />
                  {r.pending_correction ? (
                    <I9Badge
                      badge={{ tone: 'warn', label: t('i9_correction_waiting', 'Correction waiting') }}
                    />
                  ) : null}
                  {r.legal_hold ? (
                    <I9Badge badge={{ tone: 'muted', label: t('i9_legal_hold', 'Legal hold') }} />
                  ) : null}
                </td>
                <td data-label={cols.deadline}>
                  <I9Badge badge={s2} />
                  <I9Badge badge={reverify} />
                  {!s2 && !reverify ? (
                    <span className="i9-muted">{t('i9_no_deadline', 'Nothing due')}</span>
                  ) : null}
                </td>
                <td data-label={cols.firstDay}>
                  {formatDate(r.first_day_of_employment, t('i9_not_set', 'Not set'))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
