import { boolean, number, object, string, type InferType } from 'yup';

/** POST /api/v1/recruiters/query: the customer's staff users who work applicants (hold applicants.write). */
export const recruiterQuerySchema = object({
  term: string().strict().typeError('invalid_entry').trim().max(100, 'es_max').optional(),
  location_id: number().strict().typeError('number_validator').integer('interger_validator').positive('invalid_entry').optional(),
  active: boolean().strict().typeError('invalid_entry').optional(),
  skip: number().typeError('number_validator').integer('interger_validator').min(0, 'es_min').default(0),
  take: number().typeError('number_validator').integer('interger_validator').min(1, 'es_min').max(100, 'es_max').default(25),
}).noUnknown(true, 'unknown_field');

export type RecruiterQuery = InferType<typeof recruiterQuerySchema>;

export interface RecruiterListItem {
  user_id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  job_title: string | null;
  active: boolean;
  last_activity: string | null;
}
