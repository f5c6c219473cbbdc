import {
  DAYS, DISTANCE_OPTIONS, SHIFTS, formatDateTypingChange, formatNumberOnBlur, setMinimumPay,
  type JobPreferenceSwitches, type JobPreferenceValues,
} from '@attest/contracts';
import { TextField, useT } from '@attest/shared-ui';
import { ChoiceGroup } from './ChoiceGroup';
import { SelectField } from './SelectField';
import { YesNoField } from './YesNoField';

interface AvailabilityFieldsProps {
  values: JobPreferenceValues;
  setValues: (values: JobPreferenceValues) => void;
  switches: JobPreferenceSwitches;
  errorOf: (name: 'minimum_pay' | 'date_available') => string | null;
}

/** Shifts, days, travel distance, pay, availability, job alerts and pay history. */
export function AvailabilityFields({ values, setValues, switches, errorOf }: AvailabilityFieldsProps) {
  const { t } = useT();
  const set = (patch: Partial<JobPreferenceValues>) => setValues({ ...values, ...patch });
  return (
    <>
      {switches.shifts ? (
        <ChoiceGroup
          name="shifts"
          legend={t('shifts_available', 'Shifts available')}
          options={SHIFTS.map((s) => ({ value: s, label: t(`shift_${s.toLowerCase()}`, s) }))}
          selected={values.shifts}
          onChange={(shifts) => set({ shifts })}
          selectAll
        />
      ) : null}
      {switches.days ? (
        <ChoiceGroup
          name="days"
          legend={t('days_available', 'Days available')}
          options={DAYS.map((d) => ({ value: d, label: t(`day_${d.toLowerCase()}`, d) }))}
          selected={values.days}
          onChange={(days) => set({ days })}
          selectAll
        />
      ) : null}
      <SelectField
        name="travel"
        label={t('travel_distance', 'How far will you travel (miles)?')}
        value={values.travel}
        options={DISTANCE_OPTIONS.map((d) => ({ value: String(d), label: String(d) }))}
        onChange={(travel) => set({ travel })}
      />
      <TextField
        name="minimum_pay"
        label={t('minimum_pay', 'Minimum pay per hour')}
        inputMode="decimal"
        value={values.minimum_pay}
        onChange={(event) => setValues(setMinimumPay(values, event.target.value))}
        onBlur={() => setValues(setMinimumPay(values, formatNumberOnBlur(values.minimum_pay, true)))}
        error={errorOf('minimum_pay')}
        hint={values.min_ot_pay ? t('min_ot_pay_hint', 'Minimum overtime pay: {{amount}}', { amount: values.min_ot_pay }) : undefined}
      />
      <YesNoField
        name="available_immediately"
        legend={t('available_immediately', 'Are you available immediately?')}
        value={values.available_immediately}
        onChange={(available) => set({ available_immediately: available, date_available: available === '1' ? '' : values.date_available })}
      />
      {values.available_immediately === '1' ? null : (
        <TextField
          name="date_available"
          label={t('date_available', 'Date available')}
          placeholder="MM/DD/YYYY"
          inputMode="numeric"
          autoComplete="off"
          required
          value={values.date_available}
          onChange={(event) => set({ date_available: formatDateTypingChange(values.date_available, event.target.value) })}
          error={errorOf('date_available')}
        />
      )}
      {switches.jobAlerts ? (
        <YesNoField
          name="job_alerts"
          legend={t('job_alerts_prompt', 'Would you like to receive job alerts?')}
          value={values.job_alerts}
          onChange={(job_alerts) => set({ job_alerts })}
        />
      ) : null}
      {switches.payHistory ? (
        <TextField
          name="pay_history"
          label={t('pay_history', 'Pay history')}
          hint={t('pay_history_hint', 'Your most recent pay rate, e.g. $18.50/hour')}
          value={values.pay_history}
          onChange={(event) => set({ pay_history: event.target.value })}
        />
      ) : null}
    </>
  );
}
