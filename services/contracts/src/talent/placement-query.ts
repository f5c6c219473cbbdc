import { array, boolean, mixed, number, object, string, type InferType } from 'yup';

export const PLACEMENT_SORT_FIELDS = ['start_date', 'end_date', 'title', 'company', 'status', 'applicant'] as const;
export type PlacementSortField = (typeof PLACEMENT_SORT_FIELDS)[number];

const ymd = () => string().strict().typeError('es_date').matches(/^\d{4}-\d{2}-\d{2}$/, 'es_date').optional();

/** POST /api/v1/placements/query. */
export const placementQuerySchema = object({
  term: string().strict().typeError('invalid_entry').trim().max(100, 'es_max').optional(),
  statuses: array(string().strict().required().max(64, 'es_max')).max(50, 'es_max').optional(),
  locations: array(number().strict().integer('interger_validator').positive('invalid_entry').required()).max(500, 'es_max').optional(),
  applicant_id: number().strict().typeError('number_validator').integer('interger_validator').positive('invalid_entry').optional(),
  start_from: ymd(),
  start_to: ymd(),
  visible_to_applicant: boolean().strict().typeError('invalid_entry').optional(),
  sort: mixed<PlacementSortField>().oneOf([...PLACEMENT_SORT_FIELDS, undefined], 'invalid_entry').optional(),
  direction: mixed<'asc' | 'desc'>().oneOf(['asc', 'desc', undefined], 'invalid_entry').optional(),
  skip: number().typeError('number_validator').integer('interger_validator').min(0, 'es_min').default(0),
  take: number().typeError('number_validator').integer('interger_validator').min(1, 'es_min').max(100, 'es_max').default(25),
}).noUnknown(true, 'unknown_field');

export type PlacementQuery = InferType<typeof placementQuerySchema>;

/** One row of the staff placements list. */
export interface PlacementListItem {
  placement_id: number;
  applicant_id: number;
  applicant_name: string;
  location_id: number | null;
  external_id: string | null;
  title: string | null;
  company: string | null;
  company_address: string | null;
  status: string | null;
  start_date: string | null;
  end_date: string | null;
  pay_rate: number | null;
  visible_to_applicant: boolean;
}
