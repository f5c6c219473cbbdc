import { number, object } from 'yup';

/**
 * PUT /api/v1/everify/revocations/{id}/acknowledgement. The body may be empty. *(ours)* `i9_record_id`
 * resolves a row the matcher could not (none, or ambiguous: one of its candidates): that I-9 gets its
 * Supplement B reverification task.
 */
export const acknowledgeRevocationSchema = object({
  i9_record_id: number().typeError('number_validator').integer('invalid_entry').positive('invalid_entry').nullable(),
}).noUnknown('unknown_field');

export interface AcknowledgeRevocationBody {
  i9_record_id?: number | null;
}
