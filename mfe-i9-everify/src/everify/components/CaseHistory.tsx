import { Card, useT } from '@attest/shared-ui';
import type { EverifyCaseStatus } from '@attest/contracts';
import { i9MessageText } from '../../i9-common/i9-text';
import type { CaseHistoryRow } from '../api/everify-cases-api';
import { eventText, statusText, when } from '../everify-labels';

const KINDS = ['request', 'change', 'error'] as const;

/** Every request, status change and failure of the case, oldest first, with who and when. */
export function CaseHistory({ rows }: { rows: CaseHistoryRow[] }) {
  const { t } = useT();
  const cols = { when: t('everify_col_when', 'When'), what: t('everify_col_what', 'What'), status: t('i9_col_status', 'Status'), by: t('everify_col_by', 'By') };
  const kind = (k: string) =>
    k === KINDS[0] ? t('everify_kind_request', '(requested)') : k === KINDS[2] ? t('everify_kind_error', '(failed)') : '';
  const status = (s: string | null) => (s ? statusText(t, s as EverifyCaseStatus) : '');
  const by = (r: CaseHistoryRow) => (r.actor_party === 'system' ? 'Attest' : r.actor_party === 'applicant' ? t('everify_by_employee', 'The employee') : (r.actor_name ?? t('everify_staff', 'staff')));
  return (
    <Card title={t('everify_history', 'History')}>
      <div className="i9-table-wrap">
        <table className="i9-table i9-stack">
          <thead>
            <tr>
              <th scope="col">{cols.when}</th>
              <th scope="col">{cols.what}</th>
              <th scope="col">{cols.status}</th>
              <th scope="col">{cols.by}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={`${r.at}-${i}`}>
                <td data-label={cols.when}>{when(r.at)}</td>
                <td data-label={cols.what}>
                  {eventText(t, r.event)} {kind(r.kind)}
                  {r.kind === 'error' && r.detail ? <div className="i9-muted">{i9MessageText(t, r.detail)}</div> : null}
                </td>
                <td data-label={cols.status}>{r.from_status || r.to_status ? `${status(r.from_status)} → ${status(r.to_status)}` : ''}</td>
                <td data-label={cols.by}>{by(r)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
