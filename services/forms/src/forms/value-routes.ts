import {
  ADMISSION_FIELDS,
  APPLICANT_TOP_LEVEL_FIELDS,
  DATATYPE,
  EEOC_FIELDS,
  FED_TAX_FIELDS,
  FIELD_TYPE,
  parseStateFieldName,
  type DynamicField,
} from '@attest/contracts';

export type ApplicantGroup = 'fed_tax' | 'eeoc' | 'admission' | 'props';

/** Where a field's value lives: applicant state props, the applicant record, or edc_form_values. */
export type ValueRoute =
  | { kind: 'state'; state: string; prop: string }
  | { kind: 'applicant'; group: ApplicantGroup | null; key: string }
  | { kind: 'form' };

const GROUPS: Record<Exclude<ApplicantGroup, 'props'>, readonly string[]> = { fed_tax: FED_TAX_FIELDS, eeoc: EEOC_FIELDS, admission: ADMISSION_FIELDS };
const PROP_KEY = /^[A-Za-z0-9_]{1,64}$/;

/** A model_field naming an applicant field (`first_name`, `fed_tax.fed_id`, `props.x`), or null. */
export function applicantPath(modelField: string | null): { group: ApplicantGroup | null; key: string } | null {
  const mf = modelField?.trim();
  if (!mf) {
    return null;
  }
  const dot = mf.indexOf('.');
  if (dot < 0) {
    return (APPLICANT_TOP_LEVEL_FIELDS as readonly string[]).includes(mf) ? { group: null, key: mf } : null;
  }
  const group = mf.slice(0, dot);
  const key = mf.slice(dot + 1);
  if (group === 'props') {
    return PROP_KEY.test(key) ? { group: 'props', key } : null;
  }
  if (group in GROUPS && GROUPS[group as keyof typeof GROUPS].includes(key)) {
    return { group: group as ApplicantGroup, key };
  }
  return null;
}

export function routeOf(field: DynamicField): ValueRoute {
  if (field.field_type === FIELD_TYPE.STATE) {
    const parsed = parseStateFieldName(field.name);
    if (parsed) {
      return { kind: 'state', state: parsed.state, prop: parsed.prop };
    }
  }
  const path = applicantPath(field.model_field);
  return path ? { kind: 'applicant', ...path } : { kind: 'form' };
}

/** Checkbox groups and multi-selects carry lists; everything else a single string. */
export function isMultiValued(field: DynamicField): boolean {
  return field.datatype_id === DATATYPE.CHECKBOX_GROUP || field.params.isMultiSelect === true;
}

/** Fields that display something but hold nothing worth keeping: videos, and re-entry/confirm copies of another field. */
export function isStoredField(field: DynamicField): boolean {
  return field.datatype_id !== DATATYPE.VIDEO && field.datatype_id !== DATATYPE.CONFIRM && !field.params.confirm && !field.params.re_enter;
}
