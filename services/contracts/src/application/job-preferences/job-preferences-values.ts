import { minOtPay } from '../../forms/calculation/evaluate-calculation';
import { formatDisplayYmd, formatServerYmd, parseDisplayYmd } from '../../forms/rules/date-core';
import { parseAnyDate } from '../../forms/rules/server-date';
import { joinMulti, splitMulti } from '../../forms/validate/multi-value';
import type { JobCategory, PropertyWrite } from '../application-dtos';
import { JOB_PREF_DEFAULTS, type JobPrefProp } from './job-preferences-constants';
import type { JobPreferenceSwitches } from './job-preferences-switches';

/**
 * The form's values. Lists are lists here and joined with '||' when stored. Categories are stored by
 * id (as text); `selected_categories` is the truth and `category` its first entry. The availability date is
 * MM/DD/YYYY while typed and YYYY-MM-DD when stored.
 */
export interface JobPreferenceValues {
  category: string;
  selected_categories: string[];
  skills: string[];
  specialties: string[];
  primary_specialty_value: string;
  primary_specialty_name: string;
  secondary_specialty_value: string;
  secondary_specialty_name: string;
  shifts: string[];
  days: string[];
  travel: string;
  minimum_pay: string;
  min_ot_pay: string;
  /** '1' available immediately, '0' from date_available. */
  available_immediately: string;
  date_available: string;
  job_alerts: string;
  pay_history: string;
}

type Props = Record<string, string | null | undefined>;

const text = (value: string | null | undefined): string => value ?? '';
const isUnset = (value: string | null | undefined): boolean => value == null || value === '';

/** The stored date as MM/DD/YYYY for typing ('' when missing or unreadable). */
function displayDate(value: string | null | undefined): string {
  const parsed = parseAnyDate(value);
  return parsed ? formatDisplayYmd(parsed) : '';
}

/** Values from the applicant's props, with the defaults for what was never saved. */
export function jobPreferencesFromProps(props: Props): JobPreferenceValues {
  const selected = splitMulti(props.selected_categories);
  const categories = selected.length > 0 ? selected : splitMulti(props.category);
  return {
    category: categories[0] ?? '',
    selected_categories: categories,
    skills: splitMulti(props.skills),
    specialties: splitMulti(props.specialties),
    primary_specialty_value: text(props.primary_specialty_value),
    primary_specialty_name: text(props.primary_specialty_name),
    secondary_specialty_value: text(props.secondary_specialty_value),
    secondary_specialty_name: text(props.secondary_specialty_name),
    shifts: splitMulti(props.shifts),
    days: splitMulti(props.days),
    travel: isUnset(props.travel) ? JOB_PREF_DEFAULTS.travel : text(props.travel),
    minimum_pay: text(props.minimum_pay),
    min_ot_pay: minOtPay(props.minimum_pay),
    available_immediately: isUnset(props.available_immediately)
      ? String(JOB_PREF_DEFAULTS.available_immediately)
      : text(props.available_immediately),
    date_available: displayDate(props.date_available),
    job_alerts: isUnset(props.job_alerts) ? JOB_PREF_DEFAULTS.job_alerts : text(props.job_alerts),
    pay_history: text(props.pay_history),
  };
}

const nameOf = (categories: readonly JobCategory[], id: string): string =>
  categories.find((c) => String(c.category_id) === id)?.name ?? id;

/**
 * The property writes of a save (PATCH /api/v1/properties/multi). Only the shown parts are written, so a
 * part the customer switched off keeps what is stored; min_ot_pay is recomputed from minimum_pay.
 */
export function jobPreferenceWrites(
  values: JobPreferenceValues,
  switches: JobPreferenceSwitches,
  categories: readonly JobCategory[] = [],
): PropertyWrite[] {
  const out: Partial<Record<JobPrefProp, string | null>> = {};
  if (switches.category) {
    out.category = values.selected_categories[0] ?? null;
    out.selected_categories = joinMulti(values.selected_categories);
    out.categories = joinMulti(values.selected_categories.map((id) => nameOf(categories, id)));
  }
  if (switches.skills) {
    out.skills = joinMulti(values.skills);
  }
  if (switches.specialtiesList) {
    out.specialties = joinMulti(values.specialties);
  }
  if (switches.primaryAndSecondary) {
    out.primary_specialty_value = values.primary_specialty_value || null;
    out.primary_specialty_name = values.primary_specialty_name || null;
    out.secondary_specialty_value = values.secondary_specialty_value || null;
    out.secondary_specialty_name = values.secondary_specialty_name || null;
  }
  if (switches.shifts) {
    out.shifts = joinMulti(values.shifts);
  }
  if (switches.days) {
    out.days = joinMulti(values.days);
  }
  out.travel = values.travel || null;
  out.minimum_pay = values.minimum_pay.trim() || null;
  out.min_ot_pay = minOtPay(values.minimum_pay) || null;
  out.available_immediately = values.available_immediately;
  const date = parseDisplayYmd(values.date_available);
  out.date_available = values.available_immediately === '1' || !date ? null : formatServerYmd(date);
  if (switches.jobAlerts) {
    out.job_alerts = values.job_alerts;
  }
  if (switches.payHistory) {
    out.pay_history = values.pay_history.trim() || null;
  }
  return Object.entries(out).map(([code, value]) => ({ code, value: value ?? null, state: '' }));
}
