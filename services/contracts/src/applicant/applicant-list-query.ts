import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { APPLICATION_STATUS_ORDER, type ApplicationStatus } from '../enums/application-status';

/** Every application status in step order (spec staff-side §4). */
export const APPLICATION_STATUSES = Object.keys(APPLICATION_STATUS_ORDER) as ApplicationStatus[];

/** Columns the staff applicant list sorts by (each backed by an index that starts with customer_id). */
export const APPLICANT_SORT_FIELDS = ['last_name', 'first_name', 'email', 'date_registered', 'last_activity_date', 'application_status', 'location_id'] as const;
export type ApplicantSortField = (typeof APPLICANT_SORT_FIELDS)[number];

/** The activity filter's choices: last sign-in/activity within N days, none for 90 days, or never. */
export const APPLICANT_ACTIVITY = ['within_7_days', 'within_30_days', 'within_90_days', 'inactive_90_days', 'never'] as const;
export type ApplicantActivity = (typeof APPLICANT_ACTIVITY)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

const YMD = /^\d{4}-\d{2}-\d{2}$/;
const ymd = () => string().strict().typeError('es_date').matches(YMD, 'es_date').optional();
const id = () => number().strict().typeError('number_validator').integer('interger_validator').positive('invalid_entry').required();

/**
 * The staff applicant list's filter (POST /api/v1/applicants/query, /export, /exportasync, the application
 * counts and the saved filters): the same rules in the browser and on the server.
 */
export const applicantListFilterFields = {
  term: string().strict().typeError('invalid_entry').trim().max(100, 'es_max').optional(),
  locations: array(id()).max(500, 'es_max').optional(),
  statuses: array(string().strict().required().oneOf(APPLICATION_STATUSES, 'invalid_entry')).max(APPLICATION_STATUSES.length, 'es_max').optional(),
  registered_from: ymd(),
  registered_to: ymd().test('after_from', 'date_range_invalid', function check(to) {
    const from = (this.parent as { registered_from?: string }).registered_from;
    return !to || !from || from <= to;
  }),
  activity: mixed<ApplicantActivity>().oneOf([...APPLICANT_ACTIVITY, undefined], 'invalid_entry').optional(),
  active: boolean().strict().typeError('invalid_entry').optional(),
  locked: boolean().strict().typeError('invalid_entry').optional(),
};

export const applicantListFilterSchema = object(applicantListFilterFields).noUnknown(true, 'unknown_field');
export type ApplicantListFilter = InferType<typeof applicantListFilterSchema>;

export const applicantListQuerySchema = object({
  ...applicantListFilterFields,
  sort: mixed<ApplicantSortField>().oneOf([...APPLICANT_SORT_FIELDS, undefined], 'invalid_entry').optional(),
  direction: mixed<SortDirection>().oneOf([...SORT_DIRECTIONS, undefined], 'invalid_entry').optional(),
  skip: number().typeError('number_validator').integer('interger_validator').min(0, 'es_min').default(0),
  take: number().typeError('number_validator').integer('interger_validator').min(1, 'es_min').max(100, 'es_max').default(25),
}).noUnknown(true, 'unknown_field');
export type ApplicantListQuery = InferType<typeof applicantListQuerySchema>;

/** One chip of POST /api/v1/applications/counts: every status is listed, zero included. */
export interface ApplicationStatusCount {
  status: ApplicationStatus;
  count: number;
}

export interface ApplicationStatusCounts {
  counts: ApplicationStatusCount[];
  /** The sum of the counts: the applicants the filter finds whatever their status. */
  total: number;
}

/** A saved filter of the staff applicant list (per staff user, per customer). */
export interface SavedApplicantFilter {
  id: number;
  name: string;
  filter: ApplicantListFilter & { sort?: ApplicantSortField; direction?: SortDirection };
  updated_at: string;
}

export const savedFilterSchema = object({
  name: string().strict().typeError('invalid_entry').trim().required('required_field').max(80, 'es_max'),
  filter: object({
    ...applicantListFilterFields,
    sort: mixed<ApplicantSortField>().oneOf([...APPLICANT_SORT_FIELDS, undefined], 'invalid_entry').optional(),
    direction: mixed<SortDirection>().oneOf([...SORT_DIRECTIONS, undefined], 'invalid_entry').optional(),
  })
    .noUnknown(true, 'unknown_field')
    .required('required_field'),
}).noUnknown(true, 'unknown_field');
export type SaveApplicantFilterInput = InferType<typeof savedFilterSchema>;
