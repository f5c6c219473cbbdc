import { applyMask, confirmMaskFor, DATATYPE, isMaskSlot, formatPhone, formatUsZip, type DynamicField, type FormValues } from '@attest/contracts';

export interface TypingRule {
  /** Applied to every keystroke. */
  onType: (raw: string) => string;
  /** Applied when the input loses focus. */
  onBlur: (value: string) => string;
  inputMode?: 'text' | 'numeric' | 'tel';
  type: 'text' | 'tel';
}

export interface TypingRuleState {
  /**
   * A concealed field that is hidden is a password input: typed blind, without the mask's literals; they are
   * added when the field is left (an SSN typed as 9 digits is kept as 999-99-9999 and passes the mask rule).
   */
  concealedHidden: boolean;
  /** 'N/A' set by the not-applicable toggle: no mask. */
  notApplicable: boolean;
}

const same = (value: string) => value;
// Phone: letters cannot be typed (a leading + stays for international numbers); display xxx-xxx-xxxx on blur.
const phoneTyping = (raw: string) => raw.replace(/[^\d+()\-\s]/g, '');

export const isPhoneField = (field: DynamicField) => field.datatype_id === DATATYPE.PHONE || field.params?.input_kind === 'phone';
export const isZipField = (field: DynamicField) => field.params?.input_kind === 'zip';

/**
 * Which input rule from @attest/contracts applies to a text-like field: the confirm field's mask from
 * the confirmed value's shape, the phone and US zip rules, or the field's own mask.
 */
export function typingRuleFor(field: DynamicField, values: FormValues, state: TypingRuleState): TypingRule {
  if (state.concealedHidden && field.mask && !state.notApplicable) {
    const mask = field.mask;
    const slots = [...mask].filter(isMaskSlot).length;
    // Only raw characters that fill every slot are formatted: a stored value shown masked (***-**-6789) is left.
    return { onType: same, onBlur: (value) => (/^[A-Za-z0-9]+$/.test(value) && value.length === slots ? applyMask(mask, value) : value), type: 'text' };
  }
  if (state.notApplicable || state.concealedHidden) {
    return { onType: same, onBlur: same, type: 'text' };
  }
  if (field.datatype_id === DATATYPE.CONFIRM) {
    const confirmed = field.params?.confirm ? values[field.params.confirm] : null;
    const mask = confirmMaskFor(typeof confirmed === 'string' ? confirmed : null) ?? field.mask;
    return { onType: (raw) => applyMask(mask, raw), onBlur: same, type: 'text' };
  }
  if (isPhoneField(field)) {
    return { onType: phoneTyping, onBlur: (value) => formatPhone(value), inputMode: 'tel', type: 'tel' };
  }
  if (isZipField(field)) {
    return { onType: formatUsZip, onBlur: same, inputMode: 'numeric', type: 'text' };
  }
  if (field.mask) {
    const mask = field.mask;
    return { onType: (raw) => applyMask(mask, raw), onBlur: same, type: 'text' };
  }
  return { onType: same, onBlur: same, type: 'text' };
}
