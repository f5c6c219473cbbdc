import { minOtPay } from '../../forms/calculation/evaluate-calculation';
import type { JobCategory } from '../application-dtos';
import { DAYS, DISTANCE_OPTIONS, JOB_PREF_DEFAULTS, SHIFTS } from './job-preferences-constants';
import {
  categoryOptions, changeCategory, clearPrimarySpecialty, setMinimumPay, setPrimarySpecialty, validateJobPreferences,
} from './job-preferences-rules';
import { jobPreferenceSwitches, type JobPreferenceSwitches } from './job-preferences-switches';
import { jobPreferencesFromProps, jobPreferenceWrites, type JobPreferenceValues } from './job-preferences-values';

const ALL_ON: JobPreferenceSwitches = {
  category: true, categoryMultiSelect: false, skills: true, specialtiesList: true, primaryAndSecondary: true,
  shifts: true, days: true, jobAlerts: true, payHistory: true,
};

const CATEGORIES: JobCategory[] = [
  { category_id: 1, name: 'Nursing', skills: [{ code: 'IV', name: 'IV therapy' }, { code: 'CPR', name: 'CPR' }], specialties: [{ code: 'ER', name: 'Emergency' }] },
  { category_id: 2, name: 'Warehouse', skills: [{ code: 'FORK', name: 'Forklift' }, { code: 'CPR', name: 'CPR' }], specialties: [{ code: 'PICK', name: 'Picking' }] },
];

function filled(): JobPreferenceValues {
  return {
    ...jobPreferencesFromProps({}),
    category: '1',
    selected_categories: ['1'],
    skills: ['IV'],
    specialties: ['ER'],
    primary_specialty_value: 'ER',
    primary_specialty_name: 'Emergency',
    secondary_specialty_value: 'ICU',
    secondary_specialty_name: 'Intensive care',
  };
}

describe('job preferences constants (spec §9)', () => {
  it('lists the shifts, days, distances and defaults', () => {
    expect(SHIFTS).toEqual(['Day', 'Afternoon', 'Evening', 'Night', 'Weekend', 'Swing']);
    expect(DAYS).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(DISTANCE_OPTIONS).toEqual([5, 10, 15, 20, 25, 30, 40, 50, 100]);
    expect(JOB_PREF_DEFAULTS).toEqual({ travel: '20', available_immediately: 1, job_alerts: '0' });
  });
});

describe('jobPreferencesFromProps', () => {
  it('starts a new applicant with travel 20, available immediately and no job alerts', () => {
    const values = jobPreferencesFromProps({});
    expect(values).toMatchObject({ travel: '20', available_immediately: '1', job_alerts: '0', selected_categories: [], date_available: '' });
  });

  it('reads stored props: lists split on ||, dates shown MM/DD/YYYY, min_ot_pay computed', () => {
    const values = jobPreferencesFromProps({
      selected_categories: '1||2', shifts: 'Day||Night', travel: '50', available_immediately: '0',
      date_available: '2031-04-05', job_alerts: '1', minimum_pay: '20',
    });
    expect(values).toMatchObject({
      category: '1', selected_categories: ['1', '2'], shifts: ['Day', 'Night'], travel: '50',
      available_immediately: '0', date_available: '04/05/2031', job_alerts: '1', min_ot_pay: '30.00',
    });
  });

  it('falls back to the single category prop when selected_categories was never written', () => {
    expect(jobPreferencesFromProps({ category: '2' }).selected_categories).toEqual(['2']);
  });
});

describe('changeCategory (spec §4)', () => {
  it('clears skills, specialties and primary/secondary specialty, then selects the new category', () => {
    const next = changeCategory(filled(), '2');
    expect(next).toMatchObject({
      category: '2', selected_categories: ['2'], skills: [], specialties: [],
      primary_specialty_value: '', primary_specialty_name: '', secondary_specialty_value: '', secondary_specialty_name: '',
    });
    // Everything else is kept.
    expect(next.travel).toBe('20');
  });

  it('takes a list for a multi-select and an empty choice clears the selection', () => {
    expect(changeCategory(filled(), ['2', '1'])).toMatchObject({ category: '2', selected_categories: ['2', '1'] });
    expect(changeCategory(filled(), '')).toMatchObject({ category: '', selected_categories: [] });
  });
});

describe('specialties', () => {
  it('clearing the primary specialty also clears the secondary', () => {
    const next = clearPrimarySpecialty(filled());
    expect(next).toMatchObject({ primary_specialty_value: '', primary_specialty_name: '', secondary_specialty_value: '', secondary_specialty_name: '' });
    expect(setPrimarySpecialty(filled(), '', '')).toEqual(next);
  });

  it('a primary equal to the secondary clears the secondary; another keeps it', () => {
    expect(setPrimarySpecialty(filled(), 'ICU', 'Intensive care')).toMatchObject({ primary_specialty_value: 'ICU', secondary_specialty_value: '' });
    expect(setPrimarySpecialty(filled(), 'PEDS', 'Pediatrics')).toMatchObject({ primary_specialty_value: 'PEDS', secondary_specialty_value: 'ICU' });
  });

  it('offers the skills and specialties of the selected categories, each code once', () => {
    expect(categoryOptions(CATEGORIES, ['1', '2'], 'skills').map((s) => s.code)).toEqual(['IV', 'CPR', 'FORK']);
    expect(categoryOptions(CATEGORIES, ['2'], 'specialties').map((s) => s.code)).toEqual(['PICK']);
    expect(categoryOptions(CATEGORIES, [], 'skills')).toEqual([]);
  });
});

describe('min_ot_pay', () => {
  it('is 1.5 × minimum pay with 2 decimals, the same as the form engine', () => {
    expect(setMinimumPay(filled(), '15.55').min_ot_pay).toBe('23.33');
    expect(setMinimumPay(filled(), '15.55').min_ot_pay).toBe(minOtPay('15.55'));
    expect(setMinimumPay(filled(), '').min_ot_pay).toBe('');
  });
});

describe('validateJobPreferences', () => {
  const today = '2030-06-15';

  it('requires a category only while the category is shown', () => {
    const values = { ...filled(), selected_categories: [], category: '' };
    expect(validateJobPreferences(values, ALL_ON, today)).toEqual({ category: { key: 'required_field' } });
    expect(validateJobPreferences(values, { ...ALL_ON, category: false }, today)).toEqual({});
  });

  it('checks the availability date only when not available immediately: required, MM/DD/YYYY, today or later', () => {
    const later = { ...filled(), available_immediately: '0' };
    expect(validateJobPreferences({ ...later, date_available: '' }, ALL_ON, today)).toEqual({ date_available: { key: 'required_field' } });
    expect(validateJobPreferences({ ...later, date_available: '13/45/2030' }, ALL_ON, today)).toEqual({
      date_available: { key: 'es_date', params: { format: 'MM/DD/YYYY' } },
    });
    expect(validateJobPreferences({ ...later, date_available: '06/14/2030' }, ALL_ON, today)).toEqual({
      date_available: { key: 'date_at_least', params: { date: '06/15/2030' } },
    });
    expect(validateJobPreferences({ ...later, date_available: '06/15/2030' }, ALL_ON, today)).toEqual({});
    expect(validateJobPreferences({ ...filled(), date_available: 'junk' }, ALL_ON, today)).toEqual({});
  });

  it('refuses a minimum pay that is not a number', () => {
    expect(validateJobPreferences({ ...filled(), minimum_pay: 'abc' }, ALL_ON, today)).toEqual({ minimum_pay: { key: 'number_validator' } });
  });
});

describe('jobPreferenceSwitches', () => {
  const on = (...keys: string[]) => (key: string) => keys.includes(key);

  it('unset flags: category, shifts and pay history shown; the rest off', () => {
    expect(jobPreferenceSwitches(on())).toEqual({
      category: true, categoryMultiSelect: false, skills: false, specialtiesList: false, primaryAndSecondary: false,
      shifts: true, days: false, jobAlerts: false, payHistory: true,
    });
  });

  it('each flag takes effect', () => {
    expect(jobPreferenceSwitches(on('enable_category_multi_select')).categoryMultiSelect).toBe(true);
    expect(jobPreferenceSwitches(on('enable_skills_selection')).skills).toBe(true);
    expect(jobPreferenceSwitches(on('enable_specialties_selection')).specialtiesList).toBe(true);
    expect(jobPreferenceSwitches(on('enable_specialties_selection', 'enable_primary_and_secondary_specialties'))).toMatchObject({
      specialtiesList: false, primaryAndSecondary: true,
    });
    expect(jobPreferenceSwitches(on('hide_shifts_available')).shifts).toBe(false);
    expect(jobPreferenceSwitches(on('prompt_for_days_available')).days).toBe(true);
    expect(jobPreferenceSwitches(on('prompt_job_alerts_on_app')).jobAlerts).toBe(true);
    expect(jobPreferenceSwitches(on('disable_pay_history_online_app')).payHistory).toBe(false);
  });

  it('hides the category only when hide_cat_if_applied_to_job is on and the applicant came from the job board', () => {
    const hide = on('hide_cat_if_applied_to_job');
    expect(jobPreferenceSwitches(hide, { isApplyingFromJobBoard: '1' }).category).toBe(false);
    expect(jobPreferenceSwitches(hide, { isApplyingFromJobBoard: '0' }).category).toBe(true);
    expect(jobPreferenceSwitches(on(), { isApplyingFromJobBoard: '1' }).category).toBe(true);
  });
});

describe('jobPreferenceWrites', () => {
  it('writes the shown parts joined with ||, category names, min_ot_pay and a server date', () => {
    const values: JobPreferenceValues = {
      ...filled(), selected_categories: ['1', '2'], shifts: ['Day', 'Night'], days: ['Monday'], minimum_pay: '20',
      available_immediately: '0', date_available: '07/01/2030', job_alerts: '1', pay_history: '$18/hour',
    };
    const writes = jobPreferenceWrites(values, ALL_ON, CATEGORIES);
    const byCode = Object.fromEntries(writes.map((w) => [w.code, w.value]));
    expect(writes.every((w) => w.state === '')).toBe(true);
    expect(byCode).toMatchObject({
      category: '1', selected_categories: '1||2', categories: 'Nursing||Warehouse', skills: 'IV', specialties: 'ER',
      primary_specialty_value: 'ER', secondary_specialty_name: 'Intensive care', shifts: 'Day||Night', days: 'Monday',
      travel: '20', minimum_pay: '20', min_ot_pay: '30.00', available_immediately: '0', date_available: '2030-07-01',
      job_alerts: '1', pay_history: '$18/hour',
    });
  });

  it('leaves out switched-off parts and stores no date when available immediately', () => {
    const writes = jobPreferenceWrites({ ...filled(), date_available: '07/01/2030' }, {
      ...ALL_ON, category: false, skills: false, specialtiesList: false, primaryAndSecondary: false,
      shifts: false, days: false, jobAlerts: false, payHistory: false,
    });
    expect(writes.map((w) => w.code).sort()).toEqual(['available_immediately', 'date_available', 'min_ot_pay', 'minimum_pay', 'travel']);
    expect(writes.find((w) => w.code === 'date_available')?.value).toBeNull();
  });
});
