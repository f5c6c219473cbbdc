import { Link, useParams } from 'react-router-dom';
import { formatDate, useT } from '@attest/shared-ui';
import { I9Badge } from '../../i9-common/I9Badge';
import type { RevocationRow } from '../api/revocations-api';
import { employeeName, matchBadge } from '../revocation-labels';
import { RevocationActions } from './RevocationActions';

/** The revocations: a table that becomes stacked cards on a phone; a matched row links to its I-9. */
export function RevocationsTable({ rows, canManage, onChanged }: { rows: RevocationRow[]; canManage: boolean; onChanged: () => void }) {
  const { t } = useT();
  const { customerCode = '', locationCode = '' } = useParams();
  if (rows.length === 0) {
    return <p>{t('revocations_none', 'No revocations match.')}</p>;
  }
  const href = (id: number) => `/${encodeURIComponent(customerCode)}/${encodeURIComponent(locationCode)}/admin/i9/${id}`;
  const cols = {
    person: t('revocations_col_person', 'In the report'),
    numbers: t('revocations_col_numbers', 'A-Number / card'),
    date: t('revocations_col_date', 'Revoked on'),
    match: t('revocations_col_match', 'Employee'),
    action: t('revocations_col_action', 'Acknowledgement'),
  };
  return (
    <div className="i9-table-wrap">
      <table className="i9-table i9-stack">
        <thead>
          <tr>
            {Object.values(cols).map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-revocation={r.id}>
              <td data-label={cols.person}>
                {[r.first_name, r.last_name].filter(Boolean).join(' ') || '—'}
                {r.case_number ? <div className="i9-muted">{t('revocations_case', 'Case {{n}}', { n: r.case_number })}</div> : null}
              </td>
              <td data-label={cols.numbers}>
                <div>{r.a_number ?? '—'}</div>
                <div>{r.card_number ?? '—'}</div>
              </td>
              <td data-label={cols.date}>{formatDate(r.revocation_date, t('i9_not_set', 'Not set'))}</td>
              <td data-label={cols.match}>
                <I9Badge badge={matchBadge(t, r.match_kind)} />
                {r.i9_record_id !== null ? (
                  <div>
                    <Link to={href(r.i9_record_id)}>{r.employee ? employeeName(t, r.employee) : t('revocations_open_i9', 'Open the I-9')}</Link>
                    {r.reverify_task_id ? <div className="i9-muted">{t('revocations_task_opened', 'Supplement B reverification to do')}</div> : null}
                  </div>
                ) : null}
                {r.match_kind === 'ambiguous' && r.i9_record_id === null ? (
                  <ul>
                    {r.candidates.map((c) => (
                      <li key={c.i9_record_id}>
                        <Link to={href(c.i9_record_id)}>{employeeName(t, c)}</Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </td>
              <td data-label={cols.action}>
                <RevocationActions row={r} canManage={canManage} onChanged={onChanged} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
