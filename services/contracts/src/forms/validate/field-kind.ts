import { DATATYPE } from '../datatypes';
import type { DynamicField } from '../form-types';

/** Which format rule a field gets, from its datatype, params.input_kind or model_field. */
export type FieldKind = 'email' | 'phone' | 'zip' | 'fed_id' | 'color' | 'signature' | 'date' | 'number' | 'integer' | 'none';

const MODEL_FIELD_KINDS: Record<string, FieldKind> = {
  email: 'email',
  zip: 'zip',
  'fed_tax.fed_id': 'fed_id',
  ssn: 'fed_id',
};

export function fieldKind(field: DynamicField): FieldKind {
  const kind = field.params?.input_kind;
  if (field.datatype_id === DATATYPE.PHONE || kind === 'phone') {
    return 'phone';
  }
  if (kind === 'email' || kind === 'zip' || kind === 'fed_id' || kind === 'color' || kind === 'signature') {
    return kind;
  }
  if (field.datatype_id === DATATYPE.DATE) {
    return 'date';
  }
  if (field.datatype_id === DATATYPE.INTEGER) {
    return 'integer';
  }
  if (field.datatype_id === DATATYPE.NUMBER || field.datatype_id === DATATYPE.MONEY_STEP) {
    return 'number';
  }
  return MODEL_FIELD_KINDS[field.model_field ?? ''] ?? 'none';
}

export function isMultiValueField(field: DynamicField): boolean {
  return field.datatype_id === DATATYPE.CHECKBOX_GROUP || field.params?.isMultiSelect === true;
}
