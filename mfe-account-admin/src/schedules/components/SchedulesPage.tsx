import { useState } from 'react';
import { exportModelNamed, PERMISSIONS, type ScheduleDto } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, ModalResponse, useCan, useConfirm, useT, useToast } from '@attest/shared-ui';
import { apiErrorText } from '../../admin-common/error-text';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { deleteSchedule, runScheduleNow, useGetSchedulesQuery } from '../api/schedules-api';
import { dateTimeIn } from '../cron-helper';
import { ScheduleForm } from './ScheduleForm';

/** `admin/schedules`: schedules with their next run in their time zone; create, edit, run now, delete (account.manage). */
export function SchedulesPage() {
  const { t } = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const canManage = useCan(PERMISSIONS.ACCOUNT_MANAGE);
  const { data, error, isFetching, refetch } = useGetSchedulesQuery();
  const [editing, setEditing] = useState<ScheduleDto | 'new' | null>(null);

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
      void refetch();
    } catch (err) {
      toast.danger(apiErrorText(t, err));
    }
  };
  const remove = async (s: ScheduleDto) => {
    if ((await confirm({ title: t('delete_schedule_title', 'Delete the schedule "{{name}}"?', { name: s.name }), confirmLabel: t('delete', 'Delete'), danger: true })) === ModalResponse.CONFIRM) {
      await act(() => deleteSchedule(s.id), t('schedule_deleted', 'Schedule deleted.'));
    }
  };
  const what = (s: ScheduleDto) => {
    const model = s.model ? exportModelNamed(s.model) : undefined;
    return s.kind === 'export' ? t('schedule_runs_export', 'Export: {{model}}', { model: model ? t(model.labelKey, model.label) : s.model }) : t('schedule_runs_reminder', 'Reminder: {{message}}', { message: s.message });
  };
  const lastRun = (s: ScheduleDto) =>
    s.last_run_at ? `${dateTimeIn(s.last_run_at, s.time_zone)} · ${s.last_run_status === 'ok' ? t('last_run_ok', 'OK') : s.last_run_status === 'not_permitted' ? t('last_run_not_permitted', 'Not run: its creator may no longer export this for every location') : t('last_run_failed', 'Failed')}` : t('never_run', 'Never');

  return (
    <Card title={t('schedules', 'Schedules')}>
      <AccountAdminStyles />
      {canManage && !editing ? <Button onClick={() => setEditing('new')}>{t('new_schedule', 'New schedule')}</Button> : null}
      {editing ? (
        <ScheduleForm
          schedule={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            toast.success(t('schedule_saved', 'Schedule saved.'));
            void refetch();
          }}
        />
      ) : null}
      <LoadingBar active={isFetching} />
      {error ? <ErrorPanel title={t('schedules_unavailable', 'The schedules could not be loaded')} onRetry={() => void refetch()} /> : null}
      {data && !data.length ? <p>{t('no_schedules', 'No schedules yet.')}</p> : null}
      {data?.length ? (
        <div className="aa-table-wrap">
          <table className="aa-table aa-stack">
            <thead>
              <tr>
                <th scope="col">{t('schedule_name', 'Name')}</th>
                <th scope="col">{t('schedule_kind', 'What it runs')}</th>
                <th scope="col">{t('cron_expression', 'Cron expression')}</th>
                <th scope="col">{t('next_run', 'Next run')}</th>
                <th scope="col">{t('last_run', 'Last run')}</th>
                {canManage ? <th scope="col">{t('actions', 'Actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {data.map((s) => (
                <tr key={s.id}>
                  <td data-label={t('schedule_name', 'Name')} className="aa-break">{s.name}</td>
                  <td data-label={t('schedule_kind', 'What it runs')} className="aa-break">{what(s)}</td>
                  <td data-label={t('cron_expression', 'Cron expression')}><code>{s.cron}</code></td>
                  <td data-label={t('next_run', 'Next run')}>{s.active ? dateTimeIn(s.next_run, s.time_zone) : t('schedule_paused', 'Paused')}</td>
                  <td data-label={t('last_run', 'Last run')}>{lastRun(s)}</td>
                  {canManage ? (
                    <td data-label={t('actions', 'Actions')}>
                      <Button variant="secondary" aria-label={t('edit_named', 'Edit {{name}}', { name: s.name })} onClick={() => setEditing(s)}>{t('edit', 'Edit')}</Button>{' '}
                      <Button variant="secondary" aria-label={t('run_now_named', 'Run {{name}} now', { name: s.name })} onClick={() => void act(() => runScheduleNow(s.id), t('schedule_run_queued', 'Running now. The export appears in the exports list.'))}>{t('run_now', 'Run now')}</Button>{' '}
                      <Button variant="danger" aria-label={t('delete_named', 'Delete {{name}}', { name: s.name })} onClick={() => void remove(s)}>{t('delete', 'Delete')}</Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Card>
  );
}
