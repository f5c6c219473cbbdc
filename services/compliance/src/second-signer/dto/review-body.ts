import { boolean, object, string } from 'yup';

export const REVIEW_RETURN_TO = ['representative', 'employer'] as const;
export type ReviewReturnTo = (typeof REVIEW_RETURN_TO)[number];

/**
 * POST /api/v1/i9/{id}/section2/review: staff accept the representative's Section 2, or send it back with a
 * reason, to the representative (a new link) or to the employer (staff then correct Section 2 themselves).
 */
export const reviewBodySchema = object({
  approve: boolean().strict().required('required_field'),
  reason: string().nullable().trim().max(500, 'es_max'),
  return_to: string().oneOf([...REVIEW_RETURN_TO], 'invalid_entry'),
})
  .noUnknown('unknown_field')
  .test('reason', 'required_field', function reasonRequired(v) {
    return v.approve !== false || !!v.reason?.trim() || this.createError({ path: 'reason', message: 'required_field' });
  });

export interface ReviewBody {
  approve: boolean;
  reason?: string | null;
  return_to?: ReviewReturnTo;
}
