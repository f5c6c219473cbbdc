import { minOtPay } from '../calculation/evaluate-calculation';
import { DATATYPE, DOCUMENT_CAPTURE_RESET, MIN_OT_PAY_FIELD, MINIMUM_PAY_FIELDS } from '../datatypes';
import type { DynamicField, FieldValue, FormValues } from '../form-types';
import { isEmptyValue } from '../validate/empty-value';
import { recomputeCalculatedFields } from './derived-values';
import { computeFieldStates, type FieldStates } from './field-states';

export interface ValueChangeResult {
  values: FormValues;
  states: FieldStates;
  /** Fields that became hidden (their values were cleared unless resetHidden is false). */
  hidden: string[];
  /** Fields that became visible. */
  shown: string[];
  /** Newly shown required fields with no value; datatype 18 never counts as required-missing on a show change. */
  requiredMissing: string[];
}

export interface ValueChangeOptions {
  /** "Hiding clears the value when reset is allowed"; default true. */
  resetHidden?: boolean;
}

/** The value a field gets when hiding clears it: a list for checkbox groups and multi-selects, else null. */
export function clearedValue(field: DynamicField): FieldValue {
  return field.datatype_id === DATATYPE.CHECKBOX_GROUP || field.params?.isMultiSelect === true ? [] : null;
}

/**
 * One value change: the new value, min_ot_pay when minimum_pay / minimum_pay_cts changed, then triggers.
 * Fields that become hidden are cleared (a checkbox group to [], the document capture upload to null) and
 * multi_account_pay_settings hidden resets pay_settings_pay_type to ''. Calculated fields are recomputed last.
 */
export function applyValueChange(
  fields: readonly DynamicField[],
  values: FormValues,
  changedName: string,
  newValue: FieldValue,
  opts: ValueChangeOptions = {},
): ValueChangeResult {
  const before = computeFieldStates(fields, values);
  let next: FormValues = { ...values, [changedName]: newValue };
  if (MINIMUM_PAY_FIELDS.includes(changedName)) {
    next[MIN_OT_PAY_FIELD] = minOtPay(newValue);
  }
  next = recomputeCalculatedFields(fields, next);
  const states = computeFieldStates(fields, next);
  const hidden: string[] = [];
  const shown: string[] = [];
  const requiredMissing: string[] = [];
  for (const f of fields) {
    const was = before[f.name]?.visible;
    const is = states[f.name]?.visible;
    if (was && !is) {
      hidden.push(f.name);
      if (opts.resetHidden !== false) {
        next[f.name] = clearedValue(f);
      }
      if (f.name === DOCUMENT_CAPTURE_RESET.field) {
        next[DOCUMENT_CAPTURE_RESET.resets] = '';
      }
    } else if (!was && is) {
      shown.push(f.name);
      if (f.required && f.datatype_id !== DATATYPE.NO_REQUIRED_ON_SHOW && isEmptyValue(next[f.name])) {
        requiredMissing.push(f.name);
      }
    }
  }
  next = recomputeCalculatedFields(fields, next);
  return { values: next, states, hidden, shown, requiredMissing };
}

/** The name the contract (docs/form-engine.md) uses. */
export const applyTriggerChange = applyValueChange;
