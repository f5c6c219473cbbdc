/** Datatype ids of dynamic fields (spec applicant-side §9 "Datatype ids"). Plain text / textarea use other ids. */
export const DATATYPE = {
  TEXT: 1,
  NUMBER: 2,
  MONEY_STEP: 3,
  DATE: 4,
  TEXTAREA: 5,
  DROPDOWN: 7,
  RADIO_GROUP: 10,
  INTEGER: 11,
  CHECKBOX: 12,
  YES_NO: 17,
  NO_REQUIRED_ON_SHOW: 18,
  CHECKBOX_GROUP: 19,
  VIDEO: 21,
  DOCUMENT_CAPTURE: 22,
  CONFIRM: 26,
  STATE: 27,
  CALCULATED: 28,
  PHONE: 30,
} as const;

export type DatatypeId = number;

/** Datatypes with +/- steppers; datatype 3 steps by 0.25, the others by 1. */
export const NUMERIC_DATATYPES: readonly number[] = [DATATYPE.NUMBER, DATATYPE.MONEY_STEP, DATATYPE.INTEGER];
export function stepFor(datatypeId: number): number {
  return datatypeId === DATATYPE.MONEY_STEP ? 0.25 : 1;
}

/** Custom field data types of entity custom fields (Text=1, Number=2, Money=3, Date=4, Multiline=5). */
export const CUSTOM_FIELD_DATATYPE = { TEXT: 1, NUMBER: 2, MONEY: 3, DATE: 4, MULTILINE: 5 } as const;

/** Template type ids (spec §3 "Form template and fields"). */
export const TEMPLATE_TYPE = {
  FEDERAL: 1,
  STATE: 2,
  LOCAL: 3,
  EMPLOYER: 4,
  CLIENT: 5,
  FCRA: 6,
  OFFER: 7,
  ACKS: 8,
  ACA: 9,
  ONLINE_APP: 10,
  PRE_SCREEN: 11,
  INTERVIEW: 12,
  ASSESSMENT: 15,
  FILE_UPLOAD: 16,
  PAPER_SIGN: 17,
  IFRAME: 18,
  PREONBOARDING_IFRAME: 19,
} as const;
export const TEMPLATE_TYPE_IDS: readonly number[] = Object.values(TEMPLATE_TYPE);

/** No preview or download for these template types, nor for the 'tnc-fan' directive. */
export const NO_PREVIEW_TEMPLATE_TYPES: readonly number[] = [10, 16, 17, 18, 19];
export const NO_PREVIEW_DIRECTIVES: readonly string[] = ['tnc-fan'];
export const DEFAULT_DIRECTIVE = 'dynamic';

/** Field types with meaning; any other value is an ordinary applicant field. */
export const FIELD_TYPE = { STATE: 'STATE', REQUESTER: 'REQUESTER' } as const;

/** Trigger actions. */
export const TRIGGER_ACTIONS = ['show', 'hide', 'disable', 'enable'] as const;
export type TriggerActionKind = (typeof TRIGGER_ACTIONS)[number];

/** Column widths default to 9 (large), 9 (medium) and 12 (small). */
export const DEFAULT_COLUMN_WIDTHS = { lg: 9, md: 9, sm: 12 } as const;

/** Multi-values are joined with '||'. */
export const MULTI_VALUE_SEPARATOR = '||';

/** Banner ids shown above some fields (spec §2 "Field display"). */
export const BANNER_IDS = {
  basicInfoHomePhone: 1,
  basicInfoMobilePhone: 2,
  prelimInfoMobilePhone: 3,
  prelimInfoHomePhone: 4,
  myProfilePhone: 5,
  SPLITPAYPERCENTAGEALERT: 6,
} as const;

/** Fields with fixed behaviour by name. */
export const MIN_OT_PAY_FIELD = 'min_ot_pay';
export const MINIMUM_PAY_FIELDS: readonly string[] = ['minimum_pay', 'minimum_pay_cts'];
export const DOCUMENT_CAPTURE_RESET = { field: 'multi_account_pay_settings', resets: 'pay_settings_pay_type' } as const;
