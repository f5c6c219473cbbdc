import {
  computeFieldStates,
  FIELD_TYPE,
  normaliseFormValues,
  validateFormValues,
  type DynamicField,
  type FieldValue,
  type FormErrors,
  type FormRuleContext,
  type FormValues,
} from '@attest/contracts';
import { isStoredField } from './value-routes';

export interface SubmissionInput {
  fields: DynamicField[];
  submitted: FormValues;
  /** What is stored now, in clear (the server's view). */
  stored: FormValues;
  /** What is stored now as clients see it (concealed values masked). */
  shown: FormValues;
  ctx: FormRuleContext;
}

export type SubmissionPlan =
  | { ok: false; refused: Record<string, string> }
  | { ok: false; errors: FormErrors }
  | { ok: true; store: { field: DynamicField; value: FieldValue }[] };

const belongsToMode = (f: DynamicField, mode: FormRuleContext['mode']) => (f.field_type === FIELD_TYPE.REQUESTER) === (mode === 'requester');

const same = (a: FieldValue | undefined, b: FieldValue | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Decides what a submission stores, with the shared rules of @attest/contracts:
 * - a name not on the form is refused (unknown_field); a REQUESTER field from an applicant is refused (invalid_entry);
 *   staff (requester mode) values for non-REQUESTER fields are not theirs to set and are ignored;
 * - a masked value sent back unchanged keeps what is stored;
 * - values of fields hidden by triggers are dropped; the rest is validated, then normalised (codes not
 *   among a field's codes cleared, min_ot_pay and calculated fields derived ...).
 */
export function planSubmission(input: SubmissionInput): SubmissionPlan {
  const { fields, submitted, stored, shown, ctx } = input;
  const byName = new Map(fields.map((f) => [f.name, f]));
  const refused: Record<string, string> = {};
  const taken: FormValues = {};
  const unchanged = new Set<string>();
  for (const [name, value] of Object.entries(submitted)) {
    const field = byName.get(name);
    if (!field) {
      refused[name] = 'unknown_field';
    } else if (ctx.mode === 'applicant' && field.field_type === FIELD_TYPE.REQUESTER) {
      refused[name] = 'invalid_entry';
    } else if (!belongsToMode(field, ctx.mode)) {
      continue;
    } else if (typeof value === 'string' && value.includes('*') && value === shown[name]) {
      unchanged.add(name);
    } else {
      taken[name] = value;
    }
  }
  if (Object.keys(refused).length) {
    return { ok: false, refused };
  }
  const merged: FormValues = { ...stored, ...taken };
  const states = computeFieldStates(fields, merged);
  for (const name of Object.keys(taken)) {
    if (states[name] && !states[name].visible) {
      delete taken[name];
      merged[name] = stored[name] ?? null;
    }
  }
  const errors = validateFormValues(fields, merged, ctx);
  for (const name of Object.keys(errors)) {
    // A value kept as stored was checked when it was stored (a masked copy would not pass a mask).
    if (unchanged.has(name) || !byName.has(name) || !belongsToMode(byName.get(name)!, ctx.mode)) {
      delete errors[name];
    }
  }
  if (Object.keys(errors).length) {
    return { ok: false, errors };
  }
  const normalised = normaliseFormValues(fields, merged, ctx);
  const store: { field: DynamicField; value: FieldValue }[] = [];
  for (const field of fields) {
    const name = field.name;
    if (!belongsToMode(field, ctx.mode) || !isStoredField(field) || unchanged.has(name) || (states[name] && !states[name].visible)) {
      continue;
    }
    const value = normalised[name] ?? null;
    // Submitted fields, plus values the rules derived (min_ot_pay, calculated fields, defaults).
    if (name in taken || !same(value, stored[name])) {
      store.push({ field, value });
    }
  }
  return { ok: true, store };
}
