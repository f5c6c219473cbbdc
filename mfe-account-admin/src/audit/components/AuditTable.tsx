import { useT } from '@attest/shared-ui';
import type { AuditEntryDto } from '../api/audit-api';
import { AuditChanges } from './AuditChanges';

function useWhen() {
  const { i18n } = useT();
  return (iso: string): string => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) {
      return iso;
    }
    return new Intl.DateTimeFormat(i18n.language || 'en', { dateStyle: 'short', timeStyle: 'short' }).format(
      date,
    );
  };
}

/** One audit entry a row (stacked cards on a phone): when, who (and on whose behalf), what, the changes. */
export function AuditTable({ items }: { items: AuditEntryDto[] }) {
  const { t } = useT();
  const when = useWhen();
  if (items.length === 0) {
    return <p>{t('audit_no_entries', 'No entries match.')}</p>;
  }
  const cols = {
    when: t('audit_when', 'When'),
    who: t('audit_who', 'Who'),
    what: t('audit_what', 'What'),
    action: t('audit_action', 'Action'),
    changes: t('audit_changes', 'Changes'),
  };
  const actor = (e: AuditEntryDto) => {
    const name = e.actor_name || `${e.actor_party} #${e.actor_id}`;
    return e.acting_user_id != null && e.acting_user_id !== e.actor_id
      ? t('audit_acting_for', '{{name}} (by user #{{user}})', { name, user: e.acting_user_id })
      : name;
  };
  return (
    <div className="aa-table-wrap">
      <table className="aa-table aa-stack">
        <thead>
          <tr>
            <th scope="col">{cols.when}</th>
            <th scope="col">{cols.who}</th>
            <th scope="col">{cols.what}</th>
            <th scope="col">{cols.action}</th>
            <th scope="col">{cols.changes}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((e) => (
            <tr key={e.id}>
              <td data-label={cols.when}>
                <time dateTime={e.created_at}>{when(e.created_at)}</time>
              </td>
              <td data-label={cols.who} className="aa-break">
                {actor(e)}
              </td>
              <td data-label={cols.what} className="aa-break">
                {e.entity} #{e.entity_id}
              </td>
              <td data-label={cols.action}>{e.action}</td>
              <td data-label={cols.changes}>
                <AuditChanges changes={e.changes} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
