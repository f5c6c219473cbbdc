import { boolean, mixed, number, object, string, type InferType } from 'yup';

/**
 * Staff job administration (issue 18, decision 0042): job clients and postings with every field of staff-side §3,
 * the job search display settings and the guest list of public jobs. Shared by the server (YupBody) and the staff
 * pages (the same rules before sending).
 */

const text = (max: number) => string().strict().typeError('invalid_entry').trim().max(max, 'es_max').nullable().optional();
const requiredText = (max: number) => string().strict().typeError('invalid_entry').trim().required('required_field').max(max, 'es_max');
const money = () => number().strict().typeError('number_validator').min(0, 'es_min').max(100_000_000, 'es_max').nullable().optional();
const id = () => number().strict().typeError('number_validator').integer('interger_validator').positive('invalid_entry');
const ymd = () => string().strict().typeError('es_date').matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'es_date', excludeEmptyString: true }).nullable().optional();
const flag = () => boolean().strict().typeError('invalid_entry');

export const JOB_TEXT_MAX = 20_000;

/** POST /api/v1/jobclients and PUT /api/v1/jobclients/{id}. */
export const jobClientInputSchema = object({
  client_name: requiredText(200),
  external_id: text(64),
  active: flag().optional(),
}).noUnknown(true, 'unknown_field');
export type JobClientInput = InferType<typeof jobClientInputSchema>;

export interface JobClientDto {
  client_id: number;
  client_name: string | null;
  active: boolean;
  external_id: string | null;
  /** ISO instant. */
  date_added: string;
  /** Postings of this client (any state). */
  postings: number;
}

/** GET /api/v1/jobclients?term=&active=&skip=&take= */
export const jobClientQuerySchema = object({
  term: string().trim().max(100, 'es_max').optional(),
  active: mixed<'true' | 'false'>().oneOf(['true', 'false', undefined], 'invalid_entry').optional(),
  skip: number().typeError('number_validator').integer('interger_validator').min(0, 'es_min').default(0),
  take: number().typeError('number_validator').integer('interger_validator').min(1, 'es_min').max(500, 'es_max').default(25),
}).noUnknown(true, 'unknown_field');
export type JobClientQuery = InferType<typeof jobClientQuerySchema>;

/** POST /api/v1/jobpostings and PUT /api/v1/jobpostings/{id}: every JobPosting field staff write (lat/lng are geocoded). */
export const jobPostingInputSchema = object({
  client_id: id().nullable().optional(),
  name: requiredText(200),
  desc: text(JOB_TEXT_MAX),
  brief_desc: text(500),
  functions: text(JOB_TEXT_MAX),
  requirements: text(JOB_TEXT_MAX),
  start_date: ymd(),
  posted_date: ymd(),
  pay_low: money(),
  pay_high: money().when('pay_low', ([low], s) => (typeof low === 'number' ? s.min(low, 'job_pay_high_below_low') : s)),
  job_type: text(64),
  job_address1: text(255),
  job_address2: text(255),
  job_city: text(100),
  job_state: text(8),
  job_zip: number().strict().typeError('number_validator').integer('interger_validator').min(0, 'es_min').max(99999, 'es_max').nullable().optional(),
  job_country: text(8),
  external_id: text(64),
  pay_rate: money(),
  salary: money(),
  actual_job_city: text(100),
  actual_job_state: text(8),
  actual_job_zip: text(10),
  location_id: id().nullable().optional(),
  category: text(100),
  specialty: text(100),
  active: flag().optional(),
  public: flag().optional(),
  featured: flag().optional(),
}).noUnknown(true, 'unknown_field');
export type JobPostingInput = InferType<typeof jobPostingInputSchema>;

/** PATCH /api/v1/jobpostings/{id}/flags: deactivate, visible to applicants (active), public, featured in one click. */
export const jobPostingFlagsSchema = object({
  active: flag().optional(),
  public: flag().optional(),
  featured: flag().optional(),
})
  .noUnknown(true, 'unknown_field')
  .test('one-flag', 'required_field', (v) => v.active !== undefined || v.public !== undefined || v.featured !== undefined);
export type JobPostingFlagsInput = InferType<typeof jobPostingFlagsSchema>;

export const JOB_POSTING_SORT_FIELDS = ['posted_date', 'start_date', 'name', 'job_city', 'job_id'] as const;
export type JobPostingSortField = (typeof JOB_POSTING_SORT_FIELDS)[number];

/** POST /api/v1/jobpostings/query. */
export const jobPostingQuerySchema = object({
  term: string().strict().typeError('invalid_entry').trim().max(100, 'es_max').optional(),
  client_id: id().optional(),
  location_id: id().optional(),
  category: string().strict().typeError('invalid_entry').max(100, 'es_max').optional(),
  active: boolean().strict().typeError('invalid_entry').optional(),
  public: boolean().strict().typeError('invalid_entry').optional(),
  featured: boolean().strict().typeError('invalid_entry').optional(),
  sort: mixed<JobPostingSortField>().oneOf([...JOB_POSTING_SORT_FIELDS, undefined], 'invalid_entry').optional(),
  direction: mixed<'asc' | 'desc'>().oneOf(['asc', 'desc', undefined], 'invalid_entry').optional(),
  skip: number().typeError('number_validator').integer('interger_validator').min(0, 'es_min').default(0),
  take: number().typeError('number_validator').integer('interger_validator').min(1, 'es_min').max(100, 'es_max').default(25),
}).noUnknown(true, 'unknown_field');
export type JobPostingQuery = InferType<typeof jobPostingQuerySchema>;

/** A posting as staff read it: every field, flags as booleans, the client's name and the geocoded point. */
export interface JobPostingDto {
  job_id: number;
  client_id: number | null;
  client_name: string | null;
  name: string | null;
  desc: string | null;
  brief_desc: string | null;
  functions: string | null;
  requirements: string | null;
  start_date: string | null;
  posted_date: string | null;
  pay_low: number | null;
  pay_high: number | null;
  job_type: string | null;
  job_address1: string | null;
  job_address2: string | null;
  job_city: string | null;
  job_state: string | null;
  job_zip: number | null;
  job_country: string | null;
  external_id: string | null;
  pay_rate: number | null;
  salary: number | null;
  actual_job_city: string | null;
  actual_job_state: string | null;
  actual_job_zip: string | null;
  location_id: number | null;
  category: string | null;
  specialty: string | null;
  active: boolean;
  public: boolean;
  featured: boolean;
  lat: number | null;
  lng: number | null;
}

/**
 * The job search display settings (staff-side §2; the keys of the configuration catalogue, applicant-side §9):
 * whether applicants search jobs, which criteria the search offers, which fields the list and the detail show,
 * whether they see the jobs they applied for, and the distance the search starts with.
 */
export const JOB_SEARCH_CRITERIA = ['category', 'skill', 'specialty', 'industry', 'emp_type'] as const;
export const JOB_DISPLAY_FIELDS = ['start_date', 'end_date', 'job_city', 'pay_rate', 'salary'] as const;
export const JOB_DISPLAY_FLAG_KEYS = [
  'enable_job_search',
  'enable_job_search_criteria_category',
  'enable_job_search_criteria_skill',
  'enable_job_search_criteria_specialty',
  'enable_job_search_criteria_industry',
  'enable_job_search_criteria_emp_type',
  'job_list_display_start_date',
  'job_list_display_end_date',
  'job_list_display_job_city',
  'job_list_display_pay_rate',
  'job_list_display_salary',
  'job_detail_display_start_date',
  'job_detail_display_end_date',
  'job_detail_display_job_city',
  'job_detail_display_pay_rate',
  'job_detail_display_salary',
  'enable_jobs_applied_for',
] as const;
export type JobDisplayFlagKey = (typeof JOB_DISPLAY_FLAG_KEYS)[number];
/** The search's starting distance in miles (a catalogue key of decision 0042; empty: no distance filter). */
export const JOB_SEARCH_DEFAULT_DISTANCE_KEY = 'job_search_default_distance';

export type JobDisplaySettings = Record<JobDisplayFlagKey, boolean> & { job_search_default_distance: number | null };

/** GET /api/v1/talent/job-display-settings: the settings and the distances the default may be. */
export interface JobDisplaySettingsDto {
  settings: JobDisplaySettings;
  distance_options: number[];
}

/** PUT /api/v1/talent/job-display-settings: any of the settings (the others stay). */
export const jobDisplaySettingsSchema = object({
  ...Object.fromEntries(JOB_DISPLAY_FLAG_KEYS.map((k) => [k, flag().optional()])),
  job_search_default_distance: number().strict().typeError('number_validator').nullable().optional(),
}).noUnknown(true, 'unknown_field');
export type JobDisplaySettingsInput = Partial<JobDisplaySettings>;

/** One public posting for guests (GET /api/v1/public/{customerCode}/jobs): no client, no external ids. */
export interface PublicJobDto {
  job_id: number;
  name: string | null;
  brief_desc: string | null;
  desc: string | null;
  job_type: string | null;
  job_city: string | null;
  job_state: string | null;
  category: string | null;
  specialty: string | null;
  start_date: string | null;
  posted_date: string | null;
  pay_low: number | null;
  pay_high: number | null;
  pay_rate: number | null;
  salary: number | null;
  featured: boolean;
}

/** What staff see of an applicant's jobs on the applicant page (GET /api/v1/applicants/{id}/job-applications etc.). */
export interface ApplicantJobApplicationDto {
  log_id: number;
  job_id: number;
  job_title: string | null;
  apply_date: string;
  method: string | null;
  status: string | null;
}

export interface ApplicantPlacementDto {
  placement_id: number;
  job_id: number | null;
  title: string | null;
  company: string | null;
  status: string | null;
  start_date: string | null;
  end_date: string | null;
  pay_rate: number | null;
  visible_to_applicant: boolean;
}

export interface ApplicantInterviewDto {
  interview_id: number;
  job_id: number | null;
  title: string | null;
  company: string | null;
  type: string | null;
  status: number;
  start_at: string;
  duration_minutes: number;
}
