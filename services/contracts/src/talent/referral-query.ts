import { array, mixed, number, object, string, type InferType } from 'yup';

/** Referral status (applicant-side §4): Pending 0, Sent 1, Viewed 2, SignedUp 3. */
export const REFERRAL_STATUS = { Pending: 0, Sent: 1, Viewed: 2, SignedUp: 3 } as const;
export type ReferralStatus = (typeof REFERRAL_STATUS)[keyof typeof REFERRAL_STATUS];

/** Columns the referrals datatable orders by. */
export const REFERRAL_COLUMNS = ['created', 'first_name', 'last_name', 'email', 'status', 'referrer'] as const;
export type ReferralColumn = (typeof REFERRAL_COLUMNS)[number];

/**
 * POST /api/v2/customers/{customerId}/aplreferral/datatablequery: the server-side datatable protocol's
 * subset (draw, start, length, search.value, order by column name) plus a status filter (decision 0020).
 */
export const referralDatatableQuerySchema = object({
  draw: number().typeError('number_validator').integer('interger_validator').min(0, 'es_min').default(0),
  start: number().typeError('number_validator').integer('interger_validator').min(0, 'es_min').default(0),
  length: number().typeError('number_validator').integer('interger_validator').min(1, 'es_min').max(100, 'es_max').default(25),
  search: object({ value: string().strict().typeError('invalid_entry').trim().max(100, 'es_max').default('') }).noUnknown(true, 'unknown_field').optional(),
  order: array(
    object({
      column: mixed<ReferralColumn>().oneOf([...REFERRAL_COLUMNS], 'invalid_entry').required('required_field'),
      dir: mixed<'asc' | 'desc'>().oneOf(['asc', 'desc'], 'invalid_entry').default('desc'),
    }).noUnknown(true, 'unknown_field'),
  ).max(2, 'es_max').optional(),
  statuses: array(number().strict().oneOf(Object.values(REFERRAL_STATUS), 'invalid_entry').required()).max(4, 'es_max').optional(),
}).noUnknown(true, 'unknown_field');

export type ReferralDatatableQuery = InferType<typeof referralDatatableQuerySchema>;

/** A referral as the API answers it (applicant-side §3: ref_id … status, applicant). */
export interface ReferralView {
  ref_id: number;
  applicant_id: number;
  customer_id: number;
  created: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  comment: string | null;
  status: ReferralStatus;
  /** The referring applicant. */
  applicant: { applicant_id: number; full_name: string } | null;
}

export interface ReferralDatatableAnswer {
  draw: number;
  recordsTotal: number;
  recordsFiltered: number;
  data: ReferralView[];
}
