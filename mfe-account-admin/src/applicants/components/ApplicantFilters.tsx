import { useState, type FormEvent } from 'react';
import { APPLICANT_ACTIVITY, APPLICATION_STATUSES, type ApplicantActivity, type ApplicationStatus } from '@attest/contracts';
import { applicationStatusLabel, Button, SelectField, TextField, useT } from '@attest/shared-ui';
import type { ApplicantListView } from '../api/applicants-api';

type Account = '' | 'active' | 'inactive' | 'locked';

export interface LocationOption {
  location_id: number | string;
  name: string;
}

function accountOf(v: ApplicantListView): Account {
  if (v.locked) {
    return 'locked';
  }
  return v.active === true ? 'active' : v.active === false ? 'inactive' : '';
}

/**
 * The list's filters: text, location, status, registered between, activity, account state. What the user
 * typed stays in the form (also when the server refuses it); Apply hands the filter to the page.
 */
export function ApplicantFilters({ value, locations, onApply, error }: { value: ApplicantListView; locations: LocationOption[]; onApply: (next: ApplicantListView) => void; error?: Record<string, string> }) {
  const { t } = useT();
  const [term, setTerm] = useState(value.term ?? '');
  const [location, setLocation] = useState(value.locations?.length === 1 ? String(value.locations[0]) : '');
  const [status, setStatus] = useState<string>(value.statuses?.length === 1 ? value.statuses[0] : '');
  const [from, setFrom] = useState(value.registered_from ?? '');
  const [to, setTo] = useState(value.registered_to ?? '');
  const [activity, setActivity] = useState<string>(value.activity ?? '');
  const [account, setAccount] = useState<Account>(accountOf(value));
  const fieldError = (key: string) => (error?.[key] ? t(error[key], error[key] === 'date_range_invalid' ? 'The end date is before the start date.' : 'Not valid.') : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      sort: value.sort,
      direction: value.direction,
      term: term.trim() || undefined,
      locations: location ? [Number(location)] : undefined,
      statuses: status ? [status as ApplicationStatus] : undefined,
      registered_from: from || undefined,
      registered_to: to || undefined,
      activity: (activity || undefined) as ApplicantActivity | undefined,
      active: account === 'active' ? true : account === 'inactive' ? false : undefined,
      locked: account === 'locked' ? true : undefined,
    });
  };

  const activityLabels: Record<ApplicantActivity, string> = {
    within_7_days: t('activity_within_7_days', 'Active in the last 7 days'),
    within_30_days: t('activity_within_30_days', 'Active in the last 30 days'),
    within_90_days: t('activity_within_90_days', 'Active in the last 90 days'),
    inactive_90_days: t('activity_inactive_90_days', 'No activity for 90 days'),
    never: t('activity_never', 'Never active'),
  };

  return (
    <form className="aa-filters" aria-label={t('applicant_filters', 'Filters')} onSubmit={submit}>
      <TextField label={t('search_applicants', 'Search applicants')} type="search" value={term} placeholder={t('search_placeholder', 'Name, email or phone')} onChange={(e) => setTerm(e.target.value)} />
      <SelectField
        label={t('location', 'Location')}
        value={location}
        placeholder={t('all_locations', 'All locations')}
        options={locations.map((l) => ({ value: String(l.location_id), label: l.name }))}
        onChange={(e) => setLocation(e.target.value)}
      />
      <SelectField
        label={t('application_status', 'Application status')}
        value={status}
        placeholder={t('all_statuses', 'All statuses')}
        options={APPLICATION_STATUSES.map((s) => ({ value: s, label: applicationStatusLabel(t, s) }))}
        onChange={(e) => setStatus(e.target.value)}
      />
      <TextField label={t('registered_from', 'Registered from')} type="date" value={from} error={fieldError('registered_from')} onChange={(e) => setFrom(e.target.value)} />
      <TextField label={t('registered_to', 'Registered to')} type="date" value={to} error={fieldError('registered_to')} onChange={(e) => setTo(e.target.value)} />
      <SelectField
        label={t('activity', 'Activity')}
        value={activity}
        placeholder={t('any_activity', 'Any activity')}
        options={APPLICANT_ACTIVITY.map((a) => ({ value: a, label: activityLabels[a] }))}
        onChange={(e) => setActivity(e.target.value)}
      />
      <SelectField
        label={t('account_state', 'Account')}
        value={account}
        placeholder={t('any_account', 'Any account')}
        options={[
          { value: 'active', label: t('account_active', 'Active') },
          { value: 'inactive', label: t('account_inactive', 'Inactive') },
          { value: 'locked', label: t('account_locked', 'Locked') },
        ]}
        onChange={(e) => setAccount(e.target.value as Account)}
      />
      <div className="aa-filters__actions">
        <Button type="submit">{t('apply_filters', 'Apply filters')}</Button>
      </div>
    </form>
  );
}
