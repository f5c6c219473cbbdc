import { useState, type FormEvent } from 'react';
import { Button, fieldErrorText, SelectField, TextField, useT } from '@attest/shared-ui';
import type { JobDisplaySettings } from '@attest/contracts';
import { shows, type JobSearchFilters, type JobSearchParams } from '../../talent-api/talent-api';
import { checkJobSearch, type FilterErrors } from '../job-search-check';

interface Props {
  initial: JobSearchParams;
  filters: JobSearchFilters | undefined;
  /** Which criteria the customer offers (category, specialty, job type); all when unknown. */
  settings: JobDisplaySettings | null;
  /** Errors the server gave (field → message key), shown beside the fields until the search is sent again. */
  serverErrors: FilterErrors;
  onSearch: (params: JobSearchParams) => void;
}

/** English of the criteria's own message keys (the shared ones, e.g. invalid_entry, come from shared-ui). */
const MESSAGES: Record<string, string> = {
  job_pay_invalid: 'Enter an amount, e.g. 25 or 25.50.',
  job_pay_range_order: 'Must not be less than “Pay at least”.',
};

/** The search criteria: keyword, category and specialty, job type, distance from home, pay type and range. */
export function JobFilters({ initial, filters, settings, serverErrors, onSearch }: Props) {
  const { t } = useT();
  const [values, setValues] = useState<JobSearchParams>(initial);
  const [errors, setErrors] = useState<FilterErrors>({});
  const shown: FilterErrors = { ...serverErrors, ...errors };
  const set = (field: keyof JobSearchParams) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value, ...(field === 'category' ? { specialty: '' } : {}) }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const errorOf = (field: keyof FilterErrors) => {
    const key = shown[field];
    if (!key) {
      return undefined;
    }
    return MESSAGES[key] ? t(key, MESSAGES[key]) : (fieldErrorText((k, o) => t(k, o), { key }) ?? undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkJobSearch(values);
    setErrors(found);
    if (Object.values(found).every((v) => !v)) {
      onSearch(values);
    }
  };
  const clear = () => {
    setValues({});
    setErrors({});
    onSearch({});
  };
  const specialties = filters?.categories.find((c) => c.name === values.category)?.specialties ?? [];
  const option = (value: string) => ({ value, label: value });
  return (
    <form onSubmit={submit} noValidate aria-label={t('jobs_search_form', 'Search jobs')}>
      <div className="tp-filters">
        <TextField
          label={t('jobs_keyword', 'Keyword')}
          value={values.term ?? ''}
          onChange={set('term')}
          maxLength={100}
          error={errorOf('term')}
        />
        {shows(settings, 'enable_job_search_criteria_category') ? (
          <SelectField
            label={t('jobs_category', 'Category')}
            placeholder={t('jobs_any_category', 'Any category')}
            options={(filters?.categories ?? []).map((c) => option(c.name))}
            value={values.category ?? ''}
            onChange={set('category')}
            error={errorOf('category')}
          />
        ) : null}
        {shows(settings, 'enable_job_search_criteria_category') &&
        shows(settings, 'enable_job_search_criteria_specialty') ? (
          <SelectField
            label={t('jobs_specialty', 'Specialty')}
            placeholder={t('jobs_any_specialty', 'Any specialty')}
            options={specialties.map(option)}
            value={values.specialty ?? ''}
            onChange={set('specialty')}
            disabled={specialties.length === 0}
            error={errorOf('specialty')}
          />
        ) : null}
        {shows(settings, 'enable_job_search_criteria_emp_type') ? (
          <SelectField
            label={t('jobs_job_type', 'Job type')}
            placeholder={t('jobs_any_type', 'Any type')}
            options={(filters?.job_types ?? []).map(option)}
            value={values.job_type ?? ''}
            onChange={set('job_type')}
            error={errorOf('job_type')}
          />
        ) : null}
        <SelectField
          label={t('jobs_distance', 'Distance from your address')}
          placeholder={t('jobs_any_distance', 'Any distance')}
          options={(filters?.distance_options ?? []).map((d) => ({
            value: String(d),
            label: t('jobs_within_miles', 'Within {{miles}} miles', { miles: d }),
          }))}
          value={values.distance ?? ''}
          onChange={set('distance')}
          error={errorOf('distance')}
        />
        <SelectField
          label={t('jobs_pay_type', 'Pay type')}
          placeholder={t('jobs_any_pay_type', 'Any pay type')}
          options={[
            { value: 'hourly', label: t('jobs_pay_type_hourly', 'Hourly') },
            { value: 'salary', label: t('jobs_pay_type_salary', 'Salary') },
          ]}
          value={values.pay_type ?? ''}
          onChange={set('pay_type')}
          error={errorOf('pay_type')}
        />
        <TextField
          label={t('jobs_pay_min', 'Pay at least')}
          inputMode="decimal"
          value={values.pay_min ?? ''}
          onChange={set('pay_min')}
          error={errorOf('pay_min')}
        />
        <TextField
          label={t('jobs_pay_max', 'Pay at most')}
          inputMode="decimal"
          value={values.pay_max ?? ''}
          onChange={set('pay_max')}
          error={errorOf('pay_max')}
        />
      </div>
      <div className="tp-actions">
        <Button type="submit">{t('jobs_search', 'Search')}</Button>
        <Button type="button" variant="secondary" onClick={clear}>
          {t('jobs_clear', 'Clear')}
        </Button>
      </div>
    </form>
  );
}
