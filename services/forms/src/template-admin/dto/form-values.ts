import { boolean, mixed, number, string } from 'yup';
import { FORM_PARAMS } from '../form-params';

/**
 * Field builders that read a JSON body and a form-encoded one alike (spec §7: create, category and tags
 * are "POST form-encoded"): a form sends every value as text, so '' means "none", 'true'/'1'/'on' a flag.
 */
const blankToNull = (v: unknown) => (v === '' ? null : v);

export const flag = () =>
  boolean()
    .transform((_v: unknown, raw: unknown) => (raw === 'on' ? true : raw === 'off' ? false : _v))
    .typeError('invalid_entry');

export const int = () => number().transform((v: unknown, raw: unknown) => (raw === '' ? undefined : v)).typeError('number_validator').integer('interger_validator');

export const nullableId = () =>
  number().transform((v: unknown, raw: unknown) => (raw === '' || raw === null ? null : v)).nullable().typeError('number_validator').integer('interger_validator').positive('invalid_entry');

export const text = (max: number) => string().transform((v: unknown) => (typeof v === 'string' ? v.trim() : v)).max(max, 'max_length');

export const nullableText = (max: number) => text(max).transform(blankToNull).nullable();

const KIND_CHECK: Record<string, (v: unknown) => boolean> = {
  boolean: (v) => typeof v === 'boolean',
  string: (v) => typeof v === 'string',
  number: (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0,
  object: (v) => v !== null && typeof v === 'object' && !Array.isArray(v),
};

/** The named form parameters whose value is of the wrong kind (spec §3 form parameters). */
export function paramErrors(params: Record<string, unknown>): string[] {
  return FORM_PARAMS.filter((p) => params[p.name] !== undefined && params[p.name] !== null && !KIND_CHECK[p.kind](params[p.name])).map((p) => p.name);
}

const INVALID_JSON = '__invalid_json__';

/** Form parameters: an object, or its JSON text (how the spec sends it and how a form posts it). */
export const formParams = () =>
  mixed<Record<string, unknown>>()
    .transform((v: unknown) => {
      if (typeof v !== 'string') {
        return v;
      }
      if (!v.trim()) {
        return {};
      }
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return INVALID_JSON;
      }
    })
    .test('json', 'invalid_json', (v: unknown) => v !== INVALID_JSON)
    .test('object', 'invalid_entry', (v) => v === undefined || (v !== null && typeof v === 'object' && !Array.isArray(v)))
    .test('kinds', 'invalid_entry', (v) => v === undefined || typeof v !== 'object' || v === null || paramErrors(v).length === 0)
    .test('size', 'max_length', (v) => v === undefined || JSON.stringify(v).length <= 20_000);

/** Tags: a list, or one comma-separated text (a form posts either `tags=a&tags=b` or `tags=a,b`). */
export const tagList = () =>
  mixed<string[]>()
    .transform((v: unknown) => {
      const list = typeof v === 'string' ? v.split(',') : v;
      return Array.isArray(list) ? [...new Set(list.map((t) => (typeof t === 'string' ? t.trim() : t)).filter((t) => t !== ''))] : list;
    })
    .test('list', 'invalid_entry', (v) => v === undefined || (Array.isArray(v) && v.every((t) => typeof t === 'string')))
    .test('each', 'max_length', (v) => !Array.isArray(v) || v.every((t) => typeof t !== 'string' || t.length <= 100))
    .test('count', 'max_items', (v) => !Array.isArray(v) || v.length <= 50);
