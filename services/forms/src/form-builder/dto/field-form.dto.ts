import { badRequest } from '@attest/platform';

const NUMBERS = ['field_id', 'datatype_id', 'col_lg', 'col_md', 'col_sm'];
const FLAGS = ['required', 'trigger_show', 'disabled', 'exclude_from_doc'];
const JSONS = ['params', 'codes'];
const KNOWN = new Set([...NUMBERS, ...FLAGS, ...JSONS, 'name', 'label', 'mask', 'field_type', 'model_field', 'translation_display_key']);

/**
 * POST …/forms/{formId}/fields, form-encoded (every value a string: numbers, 'true'/'1' flags, params and
 * codes as JSON text) or JSON. Answers the field's properties typed; the builder's checks run after.
 */
export function parseFieldBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('validation_failed', { fields: { field: 'invalid_entry' } });
  }
  const out: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [key, raw] of Object.entries(body as Record<string, unknown>)) {
    if (!KNOWN.has(key)) {
      errors[key] = 'unknown_field';
    } else if (typeof raw !== 'string') {
      out[key] = raw;
    } else if (NUMBERS.includes(key)) {
      out[key] = raw === '' ? null : /^\d+$/.test(raw) ? Number(raw) : raw;
    } else if (FLAGS.includes(key)) {
      out[key] = raw === 'true' || raw === '1' || raw === 'on';
    } else if (JSONS.includes(key)) {
      try {
        out[key] = JSON.parse(raw || (key === 'codes' ? '[]' : '{}'));
      } catch {
        errors[key] = 'invalid_entry';
      }
    } else {
      out[key] = raw === '' ? null : raw;
    }
  }
  if (Object.keys(errors).length) {
    throw badRequest('validation_failed', { fields: errors });
  }
  return out;
}
