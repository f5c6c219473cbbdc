import { CUSTOM_FIELD_DATATYPE, parseServerYmd, validateNumber, type EntityCustomFieldValue } from '@attest/contracts';
import type { EntityCustomFieldValueEntity } from './entity-custom-field-value.entity';
import type { EntityCustomFieldEntity } from './entity-custom-field.entity';

const MAX_TEXT = 4000;

/** A custom field value against its definition (Text=1, Number=2, Money=3, Date=4, Multiline=5); null when it passes. */
export function customFieldValueError(def: EntityCustomFieldEntity, value: string | null): string | null {
  const blank = value === null || value.trim() === '';
  if (blank) {
    return def.required === 1 ? 'required_field' : null;
  }
  if (value.length > MAX_TEXT) {
    return 'es_max';
  }
  switch (def.datatype_id) {
    case CUSTOM_FIELD_DATATYPE.NUMBER:
      return validateNumber(value, { allowNegative: true })?.key ?? null;
    case CUSTOM_FIELD_DATATYPE.MONEY:
      return validateNumber(value, { allowNegative: true })?.key ?? (/\.\d{3,}$/.test(value.trim()) ? 'number_validator' : null);
    case CUSTOM_FIELD_DATATYPE.DATE:
      return parseServerYmd(value) ? null : 'es_date';
    default:
      return null;
  }
}

/** Definition + stored row → the spec's EntityCustomFieldValue. */
export function toCustomFieldValue(def: EntityCustomFieldEntity, entityId: number | null, row: EntityCustomFieldValueEntity | undefined): EntityCustomFieldValue {
  return {
    id: row?.id ?? null,
    entity_id: entityId,
    entity_custom_field_id: def.entity_custom_field_id,
    value: row?.value ?? null,
    entity_type: def.entity_type,
    datatype_id: def.datatype_id,
    name: def.name,
    desc: def.desc,
    required: def.required === 1,
    order: def.sort_order,
    visible_to_applicant: def.visible_to_applicant === 1,
  };
}

export function toDefinition(def: EntityCustomFieldEntity) {
  return {
    entity_custom_field_id: def.entity_custom_field_id,
    entity_type: def.entity_type,
    name: def.name,
    datatype_id: def.datatype_id,
    desc: def.desc,
    required: def.required === 1,
    order: def.sort_order,
    visible_to_applicant: def.visible_to_applicant === 1,
  };
}
