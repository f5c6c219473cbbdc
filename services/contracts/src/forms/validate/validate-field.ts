import { evaluateCalculation } from '../calculation/evaluate-calculation';
import { DATATYPE } from '../datatypes';
import type { DynamicField, FieldValue, FormRuleContext, FormValues } from '../form-types';
import { validateConfirm, validateReEntry } from '../rules/confirm';
import { DISPLAY_DATE_FORMAT, DISPLAY_DATE_TIME_FORMAT } from '../rules/date-core';
import { validateDateValue } from '../rules/date-rules';
import { validateEmailValue } from '../rules/email';
import { validateFedId } from '../rules/fed-id';
import { validateLength } from '../rules/length';
import { maskFits } from '../rules/mask';
import { validateColor, validateSignature } from '../rules/misc';
import { validateInteger, validateLeadingZeros, validateModulo, validateNumber } from '../rules/numbers';
import { validatePhone } from '../rules/phone';
import { validateRegex } from '../rules/regex';
import { fail, type RuleResult } from '../rules/rule-result';
import { countryCode } from '../rules/states';
import { validateUsZip } from '../rules/zip';
import { isEmptyValue } from './empty-value';
import { fieldKind } from './field-kind';

export interface FieldRuleContext extends Partial<FormRuleContext> {
  /** Read-only (disabled) fields skip the length checks. Defaults to field.disabled. */
  readOnly?: boolean;
}

export const NOT_APPLICABLE_VALUE = 'N/A';

function formatRule(field: DynamicField, v: string, ctx: FieldRuleContext): RuleResult {
  const p = field.params ?? {};
  switch (fieldKind(field)) {
    case 'email':
      return validateEmailValue(v);
    case 'phone':
      return validatePhone(v, { disableInternational: ctx.disableInternationalPhoneNumbers });
    case 'zip':
      return validateUsZip(v);
    case 'fed_id':
      return validateFedId(v, countryCode(p.fed_id_country ?? ctx.country));
    case 'color':
      return validateColor(v);
    case 'date': {
      const format = p.date_format || (p.with_time ? DISPLAY_DATE_TIME_FORMAT : DISPLAY_DATE_FORMAT);
      return validateDateValue(v, { format, min: p.min_date, max: p.max_date, today: ctx.today });
    }
    case 'integer':
      return validateNumber(v, { allowNegative: p.allow_negative }) ?? validateInteger(v);
    case 'number':
      return p.leading_zeros ? validateLeadingZeros(v) : validateNumber(v, { allowNegative: p.allow_negative });
    case 'signature':
    case 'none':
      return p.leading_zeros ? validateLeadingZeros(v) : null;
  }
}

function textRules(field: DynamicField, v: string, ctx: FieldRuleContext): RuleResult {
  const p = field.params ?? {};
  const modulo = p.modulo != null ? validateModulo(v, Number(p.modulo)) : null;
  const masked = field.mask && !maskFits(field.mask, v, { allowVariableLength: p.allow_variable_length })
    ? fail(p.mask_message || 'required_field')
    : null;
  return modulo
    ?? masked
    ?? validateRegex(v, p.regex, p.regex_message)
    ?? validateLength(v, { min: p.min_length, max: p.max_length, required: field.required, readOnly: ctx.readOnly ?? field.disabled });
}

function pairRules(field: DynamicField, value: FieldValue, values: FormValues): RuleResult {
  const p = field.params ?? {};
  const own = Array.isArray(value) ? value.join('||') : value;
  const other = (name: string) => {
    const o = values[name];
    return Array.isArray(o) ? o.join('||') : o;
  };
  return (p.confirm ? validateConfirm(own, other(p.confirm)) : null) ?? (p.re_enter ? validateReEntry(own, other(p.re_enter)) : null);
}

/**
 * Every rule of spec §5 for one shown field, first failure wins: required (or upload_missing for document
 * capture; a signature is always required), then the format rule of its kind (email, phone, zip, federal
 * id, colour, date, number/integer/leading zeros), modulo, mask, regex, length, then confirm / re-entry.
 * Decisions where the spec is silent:
 * - "once touched" is a display concern: this answers as if every field were touched (the server must).
 * - The 'N/A' of a not-applicable toggle skips every format rule (mask and regex per spec; the others
 *   too, since 'N/A' is never a phone, date or number), but not required and not confirm.
 * - Datatype 18 is never required-missing (not on a show change, so not on submit either).
 * - A calculated field (28) is checked with its recomputed value, so browser and server see the same.
 */
export function validateField(field: DynamicField, value: FieldValue | undefined, values: FormValues, ctx: FieldRuleContext = {}): RuleResult {
  const p = field.params ?? {};
  const current: FieldValue = field.datatype_id === DATATYPE.CALCULATED && p.calculation
    ? evaluateCalculation(p.calculation, values)
    : (value ?? null);
  if (isEmptyValue(current)) {
    if (field.required && field.datatype_id === DATATYPE.DOCUMENT_CAPTURE) {
      return fail('upload_missing');
    }
    if (field.required && field.datatype_id !== DATATYPE.NO_REQUIRED_ON_SHOW) {
      return fail('required_field');
    }
    if (p.input_kind === 'signature') {
      return validateSignature(null);
    }
    return pairRules(field, current, values);
  }
  if (Array.isArray(current)) {
    return pairRules(field, current, values);
  }
  const v = current as string;
  if (p.not_applicable && v === NOT_APPLICABLE_VALUE) {
    return pairRules(field, v, values);
  }
  return formatRule(field, v, ctx) ?? textRules(field, v, ctx) ?? pairRules(field, v, values);
}
