import { ValidationError, type Schema } from 'yup';
import { badRequest, fieldErrors } from '@attest/platform';

/**
 * Validates a list body (the spec's multi-row saves) with a schema from @attest/contracts and, unlike the
 * YupBody pipe, with a context (customer settings such as disable_international_phone_numbers). Unknown
 * keys are refused, not stripped. Answers 400 validation_failed with `details.fields = { "[0].phone": key }`.
 */
export async function validateList<T>(schema: Schema<T>, body: unknown, context: object = {}): Promise<T> {
  if (!Array.isArray(body)) {
    throw badRequest('body_required');
  }
  try {
    return await schema.validate(body, { abortEarly: false, stripUnknown: false, context });
  } catch (err) {
    if (err instanceof ValidationError) {
      const fields: Record<string, string> = {};
      for (const e of err.inner.length ? err.inner : [err]) {
        fields[e.path || '_'] ??= typeof e.message === 'string' ? e.message : 'invalid_entry';
      }
      throw fieldErrors(fields);
    }
    throw err;
  }
}
