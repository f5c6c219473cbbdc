import { minOtPay } from '../../forms/calculation/evaluate-calculation';
import { DISPLAY_DATE_FORMAT, formatDisplayYmd, parseDisplayYmd, todayYmd, compareYmd } from '../../forms/rules/date-core';
import { validateNumber } from '../../forms/rules/numbers';
import { fail } from '../../forms/rules/rule-result';
import type { FormErrors } from '../../forms/form-types';
import type { JobCategory } from '../application-dtos';
import type { JobPreferenceSwitches } from './job-preferences-switches';
import type { JobPreferenceValues } from './job-preferences-values';

/**
 * Spec §4 "Job preferences": a new category clears skills, selected categories, specialties and the
 * primary/secondary specialty, then the selected categories become the new choice (one id, or the list
 * of a multi-select).
 */
export function changeCategory(values: JobPreferenceValues, category: string | readonly string[]): JobPreferenceValues {
  const selected = (typeof category === 'string' ? [category] : [...category]).filter((c) => c !== '');
  return {
    ...values,
    skills: [],
    specialties: [],
    primary_specialty_value: '',
    primary_specialty_name: '',
    secondary_specialty_value: '',
    secondary_specialty_name: '',
    selected_categories: selected,
    category: selected[0] ?? '',
  };
}

/** Clearing the primary specialty also clears the secondary one. */
export function clearPrimarySpecialty(values: JobPreferenceValues): JobPreferenceValues {
  return {
    ...values,
    primary_specialty_value: '',
    primary_specialty_name: '',
    secondary_specialty_value: '',
    secondary_specialty_name: '',
  };
}

/** Sets the primary specialty ('' clears it, and the secondary with it); the secondary may not repeat it. */
export function setPrimarySpecialty(values: JobPreferenceValues, code: string, name: string): JobPreferenceValues {
  if (code === '') {
    return clearPrimarySpecialty(values);
  }
  const clash = values.secondary_specialty_value === code;
  return {
    ...values,
    primary_specialty_value: code,
    primary_specialty_name: name,
    secondary_specialty_value: clash ? '' : values.secondary_specialty_value,
    secondary_specialty_name: clash ? '' : values.secondary_specialty_name,
  };
}

/** A new minimum pay with min_ot_pay = 1.5 × it (2 decimals). */
export function setMinimumPay(values: JobPreferenceValues, minimumPay: string): JobPreferenceValues {
  return { ...values, minimum_pay: minimumPay, min_ot_pay: minOtPay(minimumPay) };
}

/** Skills and specialties offered: those of the selected categories, each code once. */
export function categoryOptions(
  categories: readonly JobCategory[],
  selected: readonly string[],
  kind: 'skills' | 'specialties',
): { code: string; name: string }[] {
  const seen = new Set<string>();
  const out: { code: string; name: string }[] = [];
  for (const category of categories) {
    if (!selected.includes(String(category.category_id))) {
      continue;
    }
    for (const option of category[kind]) {
      if (!seen.has(option.code)) {
        seen.add(option.code);
        out.push(option);
      }
    }
  }
  return out;
}

/**
 * The form's errors: required_field for a missing category (when shown) and a missing availability
 * date; es_date for a date that is not MM/DD/YYYY; date_at_least when it is before today;
 * number_validator for a minimum pay that is not a number. `today` is YYYY-MM-DD (the browser's date).
 */
export function validateJobPreferences(
  values: JobPreferenceValues,
  switches: JobPreferenceSwitches,
  today?: string,
): FormErrors {
  const errors: FormErrors = {};
  if (switches.category && values.selected_categories.length === 0) {
    errors.category = fail('required_field');
  }
  const pay = validateNumber(values.minimum_pay);
  if (pay) {
    errors.minimum_pay = pay;
  }
  if (values.available_immediately !== '1') {
    const typed = values.date_available.trim();
    const date = parseDisplayYmd(typed);
    const now = todayYmd(today);
    if (typed === '') {
      errors.date_available = fail('required_field');
    } else if (!date) {
      errors.date_available = fail('es_date', { format: DISPLAY_DATE_FORMAT });
    } else if (compareYmd(date, now) < 0) {
      errors.date_available = fail('date_at_least', { date: formatDisplayYmd(now) });
    }
  }
  return errors;
}
