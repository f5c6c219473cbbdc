/** Datatype names of the palette: [translation key, English]. Pure data (the Spanish coverage check reads it). */
export const DATATYPE_TEXTS: Record<number, [string, string]> = {
  1: ['builder_dt_1', 'Text'],
  2: ['builder_dt_2', 'Number'],
  3: ['builder_dt_3', 'Money (steps of 0.25)'],
  4: ['builder_dt_4', 'Date'],
  5: ['builder_dt_5', 'Multi-line text'],
  7: ['builder_dt_7', 'Dropdown'],
  10: ['builder_dt_10', 'Radio group'],
  11: ['builder_dt_11', 'Whole number'],
  12: ['builder_dt_12', 'Checkbox'],
  17: ['builder_dt_17', 'Yes / No'],
  18: ['builder_dt_18', 'Text, not required when shown'],
  19: ['builder_dt_19', 'Checkbox group'],
  21: ['builder_dt_21', 'Video'],
  22: ['builder_dt_22', 'Document capture'],
  26: ['builder_dt_26', 'Confirm'],
  27: ['builder_dt_27', 'State'],
  28: ['builder_dt_28', 'Calculated'],
  30: ['builder_dt_30', 'Phone'],
};

export const ACTION_TEXTS: Record<string, [string, string]> = {
  show: ['builder_action_show', 'show'],
  hide: ['builder_action_hide', 'hide'],
  enable: ['builder_action_enable', 'enable'],
  disable: ['builder_action_disable', 'disable'],
};

export const OPERATOR_TEXTS: Record<string, [string, string]> = {
  is: ['builder_op_is', 'is'],
  is_not: ['builder_op_is_not', 'is not'],
  contains: ['builder_op_contains', 'contains'],
};

/** Why a calculation cannot be saved (the server's keys and the live check's). */
export const CALCULATION_TEXTS: Record<string, [string, string]> = {
  calculation_required: ['calculation_required', 'Enter an expression.'],
  calculation_invalid: ['calculation_invalid', 'This expression cannot be read: check the operators and parentheses.'],
  calculation_unknown_field: ['calculation_unknown_field', 'The expression names a field that is not on this form.'],
};
