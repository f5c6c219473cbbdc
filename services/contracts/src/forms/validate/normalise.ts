import { DATATYPE } from '../datatypes';
import type { DynamicField, FieldValue, FormRuleContext, FormValues } from '../form-types';
import { stripCommas, toSafeIntegerString } from '../rules/numbers';
import { toServerDate } from '../rules/server-date';
import { recomputeCalculatedFields, withMinOtPay } from '../triggers/derived-values';
import { isEmptyValue } from './empty-value';
import { asList } from './multi-value';

const TRUE_WORDS = ['1', 'true', 'yes', 'y', 'on'];
const FALSE_WORDS = ['0', 'false', 'no', 'n', 'off'];

function yesNo(value: FieldValue): string | null {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return TRUE_WORDS.includes(v) ? '1' : FALSE_WORDS.includes(v) ? '0' : null;
}

function inCodes(field: DynamicField, code: string): boolean {
  return field.codes.some((c) => c.code === code);
}

/** One field's stored form. */
function normaliseOne(field: DynamicField, value: FieldValue, ctx: Partial<FormRuleContext>): FieldValue {
  const codes = field.codes ?? [];
  switch (field.datatype_id) {
    case DATATYPE.DROPDOWN:
      if (Array.isArray(value)) {
        return codes.length ? value.filter((v) => inCodes(field, v)) : value;
      }
      return codes.length && typeof value === 'string' && value !== '' && !inCodes(field, value) ? '' : value;
    case DATATYPE.CHECKBOX_GROUP:
      return asList(value).filter((v) => v !== '' && (!codes.length || inCodes(field, v)));
    case DATATYPE.INTEGER:
      return typeof value === 'string' ? toSafeIntegerString(value) : null;
    case DATATYPE.YES_NO:
      return yesNo(value);
    case DATATYPE.NUMBER:
      return isEmptyValue(value) ? null : typeof value === 'string' ? stripCommas(value.trim()) : value;
    case DATATYPE.MONEY_STEP:
      return typeof value === 'string' ? stripCommas(value.trim()) : value;
    case DATATYPE.DATE:
      return typeof value === 'string' ? (toServerDate(value) ?? value) : value;
    case DATATYPE.CHECKBOX:
      return isEmptyValue(value) ? '0' : yesNo(value) ?? value;
    case DATATYPE.RADIO_GROUP: {
      const preset = codes.find((c) => c.is_default);
      return isEmptyValue(value) && preset && !ctx.disableRadioGroupDefault ? preset.code : value;
    }
    default:
      return value;
  }
}

/**
 * Values as they are stored (spec §5 "Dynamic field rules by datatype"): dropdown value not among the codes
 * → '', checkbox-group values not among the codes dropped (always a list), integer not safe → null,
 * Yes/No '1'/'0' (unanswered null), datatype 2 '' → null (commas stripped), dates to YYYY-MM-DD,
 * single checkbox default '0', radio default from is_default unless ctx.disableRadioGroupDefault,
 * calculated fields recomputed and min_ot_pay = 1.5 × minimum_pay.
 * Decision: a dropdown / checkbox group without any codes keeps its value (its options come from elsewhere).
 * Keys of `values` that are not fields are kept unchanged.
 */
export function normaliseFormValues(fields: readonly DynamicField[], values: FormValues, ctx: Partial<FormRuleContext> = {}): FormValues {
  let out: FormValues = { ...values };
  for (const field of fields) {
    out[field.name] = normaliseOne(field, out[field.name] ?? null, ctx);
  }
  out = withMinOtPay(out);
  return recomputeCalculatedFields(fields, out);
}
