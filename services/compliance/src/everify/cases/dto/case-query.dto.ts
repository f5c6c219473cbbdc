import { boolean, number, object, string } from 'yup';
import { EVERIFY_CASE_STATUSES, type EverifyCaseStatus } from '@attest/contracts';

/** POST /api/v1/everify/query and /counts. */
export const caseQuerySchema = object({
  status: string().typeError('invalid_entry').oneOf([...EVERIFY_CASE_STATUSES], 'invalid_entry'),
  /** Only cases waiting for E-Verify (or only those that are not). */
  awaiting_service: boolean().typeError('invalid_entry'),
  /** Open (not closed) cases only. */
  open: boolean().typeError('invalid_entry'),
  applicant_id: number().typeError('number_validator').integer('invalid_entry').positive('invalid_entry'),
  location_id: number().typeError('number_validator').integer('invalid_entry').positive('invalid_entry'),
  search: string().typeError('invalid_entry').max(100, 'es_max'),
  take: number().typeError('number_validator').integer('invalid_entry').min(1, 'es_min').max(200, 'es_max'),
  skip: number().typeError('number_validator').integer('invalid_entry').min(0, 'es_min'),
}).noUnknown('unknown_field');

export interface CaseQuery {
  status?: EverifyCaseStatus;
  awaiting_service?: boolean;
  open?: boolean;
  applicant_id?: number;
  location_id?: number;
  search?: string;
  take?: number;
  skip?: number;
}
