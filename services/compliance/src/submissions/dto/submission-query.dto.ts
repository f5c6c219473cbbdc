import { number, object, string } from 'yup';

export const SUBMISSION_STATES = [
  'section1_pending', 'section2_due_today', 'section2_overdue', 'section2_pending', 'section2_pending_review', 'corrections',
  'reverify_overdue', 'reverify_due_30', 'reverify_due_60', 'reverify_due_90', 'complete', 'legal_hold',
] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

/** POST /api/v1/submissions/query and /counts. */
export const submissionQuerySchema = object({
  state: string().oneOf([...SUBMISSION_STATES], 'invalid_entry'),
  location_id: number().integer('invalid_entry').positive('invalid_entry'),
  applicant_id: number().integer('invalid_entry').positive('invalid_entry'),
  search: string().max(100, 'es_max'),
  take: number().integer('invalid_entry').min(1, 'es_min').max(200, 'es_max'),
  skip: number().integer('invalid_entry').min(0, 'es_min'),
}).noUnknown('unknown_field');

export interface SubmissionQuery {
  state?: SubmissionState;
  location_id?: number;
  applicant_id?: number;
  search?: string;
  take?: number;
  skip?: number;
}
