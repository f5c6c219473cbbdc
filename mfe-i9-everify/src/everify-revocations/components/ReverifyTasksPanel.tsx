import { Card, formatDate, useT } from '@attest/shared-ui';
import { I9Badge } from '../../i9-common/I9Badge';
import { i9MessageText } from '../../i9-common/i9-text';
import { useGetReverifyTasksQuery } from '../api/revocations-api';
import { matchLabel } from '../revocation-labels';

/**
 * On the I-9 record page: the Supplement B reverifications the product opened (an EAD revoked by USCIS),
 * open until a Supplement B reverification is signed. Nothing is shown when there are none.
 */
export function ReverifyTasksPanel({ recordId }: { recordId: number }) {
  const { t } = useT();
  const tasks = useGetReverifyTasksQuery(recordId, { skip: !(recordId > 0), refetchOnMountOrArgChange: true });
  const items = tasks.data?.items ?? [];
  if (!items.length) {
    return null;
  }
  return (
    <Card title={t('reverify_panel_title', 'Reverification to do')}>
      <ul className="i9-group" aria-label={t('reverify_panel_title', 'Reverification to do')}>
        {items.map((task) => (
          <li key={task.id} data-task={task.id}>
            <I9Badge
              badge={
                task.open
                  ? { tone: 'alert', label: t('reverify_panel_open', 'Open: due {{date}}', { date: formatDate(task.due_date) }) }
                  : { tone: 'ok', label: t('reverify_panel_done', 'Done {{date}}', { date: formatDate(task.done_at) }) }
              }
            />
            <strong>{i9MessageText(t, task.reason_key)}</strong>
            {task.revocations.map((r) => (
              <p key={r.id} className="i9-muted">
                {t('reverify_panel_revocation', 'Revoked {{date}} (card {{card}}, A-Number {{a}}): {{match}}', {
                  date: formatDate(r.revocation_date, t('i9_not_set', 'Not set')),
                  card: r.card_number ?? '—',
                  a: r.a_number ?? '—',
                  match: matchLabel(t, r.match_kind),
                })}
              </p>
            ))}
            {task.open ? <p>{t('reverify_panel_hint', 'Record the reverification in Supplement B below with an unexpired List A or List C document.')}</p> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
