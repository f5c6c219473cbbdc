/** Job preferences constants (spec applicant-side §9 "Job preferences"). */

export const SHIFTS = ['Day', 'Afternoon', 'Evening', 'Night', 'Weekend', 'Swing'] as const;
export type Shift = (typeof SHIFTS)[number];

export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Day = (typeof DAYS)[number];

/** Travel distance choices (miles). */
export const DISTANCE_OPTIONS = [5, 10, 15, 20, 25, 30, 40, 50, 100] as const;

/** What an applicant who never saved job preferences starts with. */
export const JOB_PREF_DEFAULTS = { travel: '20', available_immediately: 1, job_alerts: '0' } as const;

/** The per-customer configuration keys the job preferences form reads (an unset flag is off). */
export const JOB_PREF_CONFIG_KEYS = {
  categoryMultiSelect: 'enable_category_multi_select',
  skills: 'enable_skills_selection',
  specialties: 'enable_specialties_selection',
  primaryAndSecondary: 'enable_primary_and_secondary_specialties',
  hideShifts: 'hide_shifts_available',
  days: 'prompt_for_days_available',
  disablePayHistory: 'disable_pay_history_online_app',
  hideCategoryIfApplied: 'hide_cat_if_applied_to_job',
  jobAlerts: 'prompt_job_alerts_on_app',
  /** A text key: the HTML instructions shown above the form. */
  details: 'JOB_PREFS_DETAILS',
} as const;

/** Every property the form reads or writes (applicant props, spec §3 "Applicant property keys"). */
export const JOB_PREF_PROPS = [
  'category',
  'categories',
  'selected_categories',
  'skills',
  'specialties',
  'primary_specialty_name',
  'primary_specialty_value',
  'secondary_specialty_name',
  'secondary_specialty_value',
  'shifts',
  'days',
  'travel',
  'minimum_pay',
  'min_ot_pay',
  'available_immediately',
  'date_available',
  'job_alerts',
  'pay_history',
] as const;
export type JobPrefProp = (typeof JOB_PREF_PROPS)[number];
