import { useCallback, useState } from 'react';
import { ALERT_STATUS_READ, type AlertDto } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, ModalResponse, useConfirm, useT, useToast } from '@attest/shared-ui';
import { apiErrorText } from '../../admin-common/error-text';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { deleteAlert, markAlertsRead, useGetAlertsQuery } from '../api/alerts-api';
import { AlertAge } from './AlertAge';
import { useAlertsLive } from './useAlertsLive';

// English of the message keys the product's own alerts use (the key is translated first).
const MESSAGE_FALLBACKS: Record<string, string> = {
  schedule_reminder_alert: 'Reminder “{{name}}”: {{message}}',
};

/** `admin/alerts`: the user's alerts, active (unread) or all; mark one, several or all read; delete. */
export function AlertsPage() {
  const { t } = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const [all, setAll] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const { data, error, isFetching, refetch } = useGetAlertsQuery({ all });
  const reload = useCallback(() => void refetch(), [refetch]);
  useAlertsLive(reload);

  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
      setSelected([]);
      reload();
    } catch (err) {
      toast.danger(apiErrorText(t, err));
    }
  };
  const remove = async (alert: AlertDto) => {
    const answer = await confirm({ title: t('delete_alert_title', 'Delete this alert?'), confirmLabel: t('delete', 'Delete'), danger: true });
    if (answer === ModalResponse.CONFIRM) {
      await act(() => deleteAlert(alert.alert_id));
    }
  };
  const message = (a: AlertDto) => {
    const fallback = (a.message_key && MESSAGE_FALLBACKS[a.message_key]) || t(`alert_type_${a.type}`, 'Alert');
    return a.message_key ? t(a.message_key, fallback, a.message_params) : fallback;
  };
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const unread = data?.filter((a) => a.status !== ALERT_STATUS_READ).length ?? 0;

  return (
    <Card title={t('alerts', 'Alerts')}>
      <AccountAdminStyles />
      <div className="aa-filters">
        <label>
          <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} /> {t('show_read_alerts', 'Show read alerts')}
        </label>
        <div className="aa-filters__actions">
          <Button variant="secondary" disabled={!selected.length} onClick={() => void act(() => markAlertsRead({ alertIds: selected }))}>
            {t('mark_selected_read', 'Mark selected read')}
          </Button>
          <Button variant="secondary" disabled={!unread} onClick={() => void act(() => markAlertsRead({ all: true }))}>
            {t('mark_all_read', 'Mark all read')}
          </Button>
        </div>
      </div>
      <LoadingBar active={isFetching} />
      {error ? <ErrorPanel title={t('alerts_unavailable', 'The alerts could not be loaded')} onRetry={reload} /> : null}
      {data && !data.length ? <p>{all ? t('no_alerts', 'No alerts.') : t('no_unread_alerts', 'No unread alerts.')}</p> : null}
      {data?.length ? (
        <div className="aa-table-wrap">
          <table className="aa-table aa-stack">
            <thead>
              <tr>
                <th scope="col">{t('select', 'Select')}</th>
                <th scope="col">{t('alert', 'Alert')}</th>
                <th scope="col">{t('received', 'Received')}</th>
                <th scope="col">{t('status', 'Status')}</th>
                <th scope="col">{t('actions', 'Actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((a) => (
                <tr key={a.alert_id}>
                  <td data-label={t('select', 'Select')}>
                    <input type="checkbox" aria-label={t('select_alert', 'Select {{text}}', { text: message(a) })} checked={selected.includes(a.alert_id)} onChange={() => toggle(a.alert_id)} />
                  </td>
                  <td data-label={t('alert', 'Alert')} className="aa-break">
                    {message(a)}
                  </td>
                  <td data-label={t('received', 'Received')}>
                    <AlertAge createdAt={a.date_created} />
                  </td>
                  <td data-label={t('status', 'Status')}>{a.status === ALERT_STATUS_READ ? t('alert_read', 'Read') : t('alert_unread', 'Unread')}</td>
                  <td data-label={t('actions', 'Actions')}>
                    {a.status !== ALERT_STATUS_READ ? (
                      <Button variant="secondary" onClick={() => void act(() => markAlertsRead({ alertIds: [a.alert_id] }))}>
                        {t('mark_read', 'Mark read')}
                      </Button>
                    ) : null}{' '}
                    <Button variant="danger" onClick={() => void remove(a)}>
                      {t('delete', 'Delete')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Card>
  );
}
