import { useState, type FormEvent } from 'react';
import { EXPORT_MODELS, type ScheduleDto, type ScheduleKind } from '@attest/contracts';
import { Button, SelectField, TextField, useT } from '@attest/shared-ui';
import { apiErrorText, apiFieldErrors } from '../../admin-common/error-text';
import { saveSchedule } from '../api/schedules-api';
import { choiceOf, cronOf, type CronChoice, type Frequency } from '../cron-helper';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Create or edit a schedule: what it runs, when (daily/weekly helper or a cron), in which time zone. */
export function ScheduleForm({ schedule, onSaved, onCancel }: { schedule: ScheduleDto | null; onSaved: () => void; onCancel: () => void }) {
  const { t } = useT();
  const [name, setName] = useState(schedule?.name ?? '');
  const [kind, setKind] = useState<ScheduleKind>(schedule?.kind ?? 'export');
  const [model, setModel] = useState(schedule?.model ?? 'applicants');
  const [message, setMessage] = useState(schedule?.message ?? '');
  const [when, setWhen] = useState<CronChoice>(schedule ? choiceOf(schedule.cron) : { frequency: 'weekly', time: '07:00', weekday: 1, custom: '' });
  const [timeZone, setTimeZone] = useState(schedule?.time_zone ?? browserZone());
  const [active, setActive] = useState(schedule?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const err = (field: string) => (errors[field] ? t(errors[field], t('invalid_entry', 'Not valid')) : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure('');
    try {
      const body = {
        name, kind, cron: cronOf(when), time_zone: timeZone, active,
        ...(kind === 'export' ? { model, filter: schedule?.filter ?? {} } : { message }),
      };
      await saveSchedule(schedule?.id ?? null, body);
      onSaved();
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setFailure(apiErrorText(t, error));
    } finally {
      setBusy(false);
    }
  };
  const weekdays = [t('sunday', 'Sunday'), t('monday', 'Monday'), t('tuesday', 'Tuesday'), t('wednesday', 'Wednesday'), t('thursday', 'Thursday'), t('friday', 'Friday'), t('saturday', 'Saturday')];

  return (
    <form className="aa-filters" aria-label={schedule ? t('edit_schedule', 'Edit schedule') : t('new_schedule', 'New schedule')} onSubmit={(e) => void submit(e)}>
      <TextField label={t('schedule_name', 'Name')} required value={name} error={err('name')} onChange={(e) => setName(e.target.value)} />
      <SelectField label={t('schedule_kind', 'What it runs')} value={kind} onChange={(e) => setKind(e.target.value as ScheduleKind)}
        options={[{ value: 'export', label: t('schedule_kind_export', 'An export') }, { value: 'reminder', label: t('schedule_kind_reminder', 'A reminder') }]} />
      {kind === 'export' ? (
        <SelectField label={t('export_model', 'Export')} value={model} error={err('model')} onChange={(e) => setModel(e.target.value)}
          options={EXPORT_MODELS.map((m) => ({ value: m.model, label: t(m.labelKey, m.label) }))} />
      ) : (
        <TextField label={t('reminder_message', 'Reminder')} required value={message} error={err('message')} onChange={(e) => setMessage(e.target.value)} />
      )}
      <SelectField label={t('schedule_frequency', 'Repeats')} value={when.frequency} onChange={(e) => setWhen({ ...when, frequency: e.target.value as Frequency, custom: when.custom || cronOf(when) })}
        options={[{ value: 'daily', label: t('daily', 'Daily') }, { value: 'weekly', label: t('weekly', 'Weekly') }, { value: 'custom', label: t('custom_cron', 'Cron expression') }]} />
      {when.frequency === 'weekly' ? (
        <SelectField label={t('weekday', 'Day')} value={String(when.weekday)} onChange={(e) => setWhen({ ...when, weekday: Number(e.target.value) })}
          options={weekdays.map((label, i) => ({ value: String(i), label }))} />
      ) : null}
      {when.frequency === 'custom' ? (
        <TextField label={t('cron_expression', 'Cron expression')} value={when.custom} error={err('cron')} onChange={(e) => setWhen({ ...when, custom: e.target.value })} />
      ) : (
        <TextField label={t('schedule_time', 'Time')} type="time" value={when.time} error={err('cron')} onChange={(e) => setWhen({ ...when, time: e.target.value })} />
      )}
      <TextField label={t('time_zone', 'Time zone')} value={timeZone} error={err('time_zone')} onChange={(e) => setTimeZone(e.target.value)} />
      <label>
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> {t('schedule_active', 'Active')}
      </label>
      {failure ? <p role="alert">{failure}</p> : null}
      <div className="aa-filters__actions">
        <Button type="submit" loading={busy}>{t('save', 'Save')}</Button>
        <Button variant="secondary" onClick={onCancel}>{t('cancel', 'Cancel')}</Button>
      </div>
    </form>
  );
}
