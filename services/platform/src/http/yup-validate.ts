import { ValidationError, type Schema } from 'yup';
import { badRequest, fieldErrors } from '../errors/app-exception';

/**
 * Validates a body with a schema from @attest/contracts (the same rules the browser runs), refusing
 * unknown keys rather than stripping them. A failure answers 400 validation_failed with
 * `details.fields = { path: key }` (list bodies: `{ "[0].phone": key }`). `context` reaches the schema's
 * tests (customer settings such as disable_international_phone_numbers).
 */
export async function validateWithYup<T>(schema: Schema<T>, value: unknown, context: object = {}): Promise<T> {
  try {
    return await schema.validate(value, { abortEarly: false, stripUnknown: false, context });
  } catch (err) {
    if (err instanceof ValidationError) {
      throw fieldErrors(fieldsOf(err));
    }
    throw err;
  }
}

/** validateWithYup for the spec's multi-row saves: the body must be a JSON list. */
export function validateListBody<T>(schema: Schema<T>, body: unknown, context: object = {}): Promise<T> {
  if (!Array.isArray(body)) {
    throw badRequest('body_required');
  }
  return validateWithYup(schema, body, context);
}

function fieldsOf(err: ValidationError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const e of err.inner.length ? err.inner : [err]) {
    const message = typeof e.message === 'string' ? e.message : 'invalid_entry';
    if (e.type === 'noUnknown') {
      // Name each refused key, e.g. { locked: 'unknown_field' } or { 'fed_tax.x': 'unknown_field' }.
      const unknown = String(e.params?.unknown ?? '').split(',').map((k) => k.trim()).filter(Boolean);
      for (const k of unknown) {
        fields[e.path ? `${e.path}.${k}` : k] ??= message;
      }
      continue;
    }
    fields[e.path || '_'] ??= message;
  }
  return fields;
}
