import { boolean, number, object, string } from 'yup';
import { REASON_FOR_DELAY_CODES, type ReasonForDelayCode } from '@attest/contracts';

const reason = string().nullable().oneOf([...REASON_FOR_DELAY_CODES, null], 'invalid_entry');
const description = string().nullable().max(500, 'es_max');

/** POST /api/v1/everify (spec: ApplicantId, SigRequestId, ReasonForDelay, ReasonForDelayDescription; SaveAsDraft ours). */
export const createCaseSchema = object({
  ApplicantId: number().typeError('number_validator').integer('interger_validator').positive('invalid_entry').required('required_field'),
  /** The I-9 record the case is made from (the applicant's current I-9 when absent). */
  SigRequestId: number().typeError('number_validator').integer('interger_validator').positive('invalid_entry').nullable(),
  ReasonForDelay: reason,
  ReasonForDelayDescription: description,
  SaveAsDraft: boolean().typeError('invalid_entry'),
}).noUnknown('unknown_field');

export interface CreateCaseBody {
  ApplicantId: number;
  SigRequestId?: number | null;
  ReasonForDelay?: ReasonForDelayCode | null;
  ReasonForDelayDescription?: string | null;
  SaveAsDraft?: boolean;
}

/** PUT /api/v1/everify/{id}: a draft's reason for delay, and Submit to send it. */
export const updateCaseSchema = object({
  ReasonForDelay: reason,
  ReasonForDelayDescription: description,
  Submit: boolean().typeError('invalid_entry'),
}).noUnknown('unknown_field');

export interface UpdateCaseBody {
  ReasonForDelay?: ReasonForDelayCode | null;
  ReasonForDelayDescription?: string | null;
  Submit?: boolean;
}
