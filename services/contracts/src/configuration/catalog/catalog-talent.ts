import { keysOf, RESERVED, type ConfigurationKeyDef } from './catalog-types';

const k = keysOf('talent');

const toggle = (prefix: string, field: string, what: string) =>
  k('boolean', `${prefix}_${field}`, what, RESERVED);

/** The display toggles the spec names without their keys (decision 0034 names them `<list|detail>_display_<field>`). */
const JOB_FIELDS: readonly [string, string][] = [['start_date', 'start date'], ['end_date', 'end date'], ['job_city', 'city'], ['pay_rate', 'pay rate'], ['salary', 'salary']];
const PLACEMENT_FIELDS: readonly [string, string][] = [
  ['status', 'status'], ['title', 'title'], ['company', 'company'], ['company_address', 'company address'],
  ['start_date', 'start date'], ['end_date', 'end date'], ['pay_rate', 'pay rate'],
];

/** Talent platform (applicant-side §9). */
export const TALENT_KEYS: readonly ConfigurationKeyDef[] = [
  k('boolean', 'enable_talent_platform', 'Turns on the talent platform in the portal: applicants see Jobs, My jobs and Alerts in the navigation.'),
  k('number', 'talent_platform_max_task_count', 'Most tasks the talent platform shows at once.', { ...RESERVED, min: 1, max: 500 }),
  // The job search display settings (decision 0042) read these through GET /api/v1/talent/job-display-settings.
  k('boolean', 'enable_job_search', 'Applicants can search jobs.'),
  ...['category', 'skill', 'specialty', 'industry', 'emp_type'].map((c) =>
    k('boolean', `enable_job_search_criteria_${c}`, `Job search can filter by ${c.replace('emp_type', 'employment type')}.`),
  ),
  ...JOB_FIELDS.map(([f, label]) => k('boolean', `job_list_display_${f}`, `The job list shows the ${label}.`)),
  ...JOB_FIELDS.map(([f, label]) => k('boolean', `job_detail_display_${f}`, `The job details show the ${label}.`)),
  k('boolean', 'enable_jobs_applied_for', 'Applicants see the jobs they applied for.'),
  k('number', 'job_search_default_distance', 'The distance (miles) the applicant\'s job search starts with; empty: no distance filter.', { min: 5, max: 100, default: null }),
  ...[['start_date', 'start date'], ['end_date', 'end date'], ['pay_rate', 'pay rate'], ['location', 'location']].map(([f, label]) =>
    k('boolean', `enable_submission_${f}`, `Submissions show the ${label}.`, RESERVED),
  ),
  k('json', 'submission_display_list_statuses', 'Which submission statuses the portal lists (a JSON list).', RESERVED),
  k('boolean', 'enable_placements', 'Applicants see their placements.', RESERVED),
  k('json', 'placements_display_list_statuses', 'Which placement statuses the portal lists (a JSON list).', RESERVED),
  ...PLACEMENT_FIELDS.map(([f, label]) => toggle('placement_list_display', f, `The placement list shows the ${label}.`)),
  ...PLACEMENT_FIELDS.map(([f, label]) => toggle('placement_detail_display', f, `The placement details show the ${label}.`)),
  k('boolean', 'display_placement_job_details_on_forms_tp', 'Forms opened from the talent platform show the placement\'s job details.', RESERVED),
];
