import { ENTITY_MANAGER_REQUIRED_KEYS, isConfigUsable, type EntityManagerConfig } from '@attest/contracts';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isName = (v: unknown) => typeof v === 'string' && v.trim().length > 0 && v.length <= 128;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * The get/save function names the applicant's entity manager knows (shared-ui ENTITY_FUNCTION_PATHS): any
 * other name puts it in its backend-error state, so a config naming one is never saved (decision 0031).
 */
export const ENTITY_FUNCTIONS: readonly string[] = ['entities', 'workHistory', 'education'];

/** Entity types with their own table and functions (the generic store's 'entities' was their earlier home). */
const DEDICATED: Readonly<Record<string, { fn: string; idName: string }>> = {
  work_history: { fn: 'workHistory', idName: 'work_history_id' },
  education: { fn: 'education', idName: 'education_id' },
};

const fieldsOk = (fc: unknown) =>
  isObject(fc) && Array.isArray(fc.fields) && fc.fields.length > 0 && fc.fields.every((f) => isObject(f) && isName(f.name)) && (fc.layout == null || Array.isArray(fc.layout));
const columnsOk = (tc: unknown) =>
  isObject(tc) && Array.isArray(tc.columns) && tc.columns.length > 0 && tc.columns.every((c) => isObject(c) && isName(c.field) && (c.label_translation_key == null || typeof c.label_translation_key === 'string'));

/**
 * Field errors of a posted configuration (empty when it can be saved): the spec's required keys with the
 * shapes the applicant's entity manager needs to render (a saved config never puts it in its backend-error state).
 */
export function configErrors(body: unknown): Record<string, string> {
  if (!isObject(body)) {
    return { _: 'invalid_entry' };
  }
  const errors: Record<string, string> = {};
  for (const key of ENTITY_MANAGER_REQUIRED_KEYS) {
    if (body[key] === undefined || body[key] === null || body[key] === '') {
      errors[key] = 'required_field';
    }
  }
  const shape: [string, boolean][] = [
    ['entityIdName', typeof body.entityIdName === 'string' && IDENTIFIER.test(body.entityIdName)],
    ['getEntitiesFunction', isName(body.getEntitiesFunction)],
    ['saveEntitiesFunction', isName(body.saveEntitiesFunction)],
    ['formConfig', fieldsOk(body.formConfig)],
    ['tableConfig', columnsOk(body.tableConfig)],
  ];
  for (const [key, ok] of shape) {
    if (!ok) {
      errors[key] ??= 'invalid_entry';
    }
  }
  for (const key of ['getEntitiesFunction', 'saveEntitiesFunction'] as const) {
    if (!errors[key] && !ENTITY_FUNCTIONS.includes(body[key] as string)) {
      errors[key] = 'unknown_entity_function';
    }
  }
  for (const key of ['minEntities', 'maxEntities', 'numYearsRequired'] as const) {
    const v = body[key];
    if (v != null && !(typeof v === 'number' && Number.isInteger(v) && v >= 0)) {
      errors[key] = 'interger_validator';
    }
  }
  if (typeof body.minEntities === 'number' && typeof body.maxEntities === 'number' && body.maxEntities > 0 && body.minEntities > body.maxEntities && !errors.minEntities) {
    errors.minEntities = 'min_above_max';
  }
  for (const key of ['allowDelete', 'saveOnConfirm'] as const) {
    if (body[key] != null && typeof body[key] !== 'boolean') {
      errors[key] = 'invalid_entry';
    }
  }
  for (const key of ['reviewLogic', 'messages', 'buttons'] as const) {
    if (body[key] != null && !isObject(body[key])) {
      errors[key] = 'invalid_entry';
    }
  }
  if (isObject(body.reviewLogic) && !(Array.isArray(body.reviewLogic.requiredFields) && body.reviewLogic.requiredFields.every(isName))) {
    errors.reviewLogic = 'invalid_entry';
  }
  return errors;
}

export function asConfig(body: Record<string, unknown>, entityType: string): EntityManagerConfig {
  return { ...(body as unknown as EntityManagerConfig), entityType };
}

/** A custom field definition of the entity type (entity_custom_fields), as set-from-old reads it. */
export interface OldCustomField {
  name: string;
  desc: string | null;
  datatype_id: number;
  required: number;
  sort_order: number;
  visible_to_applicant: number;
}

/** Custom field data types (Text 1, Number 2, Money 3, Date 4, Multiline 5) → form datatypes. */
const CUSTOM_TO_FORM: Readonly<Record<number, number>> = { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5 };

function customFieldForm(defs: readonly OldCustomField[]): Record<string, unknown> | null {
  const visible = defs.filter((d) => d.visible_to_applicant === 1).sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name));
  if (!visible.length) {
    return null;
  }
  return {
    fields: visible.map((d, i) => ({
      field_id: i + 1, name: `custom_fields->${d.name}`, datatype_id: CUSTOM_TO_FORM[d.datatype_id] ?? 1, desc: d.desc ?? d.name, model_field: null, field_type: null,
      required: d.required === 1, active: true, exclude_from_doc: false, allow_clear: false, params: {}, wfm_default_field: null, wfm_display_order: null, mask: null,
      codes: [], triggers: [], sort_order: (i + 1) * 10,
    })),
  };
}

function columnsFrom(formConfig: unknown): Record<string, unknown> | null {
  if (!fieldsOk(formConfig)) {
    return null;
  }
  const fields = (formConfig as { fields: { name: string; translation_display_key?: string | null }[] }).fields;
  return { columns: fields.slice(0, 4).map((f) => ({ field: f.name, label_translation_key: f.translation_display_key || f.name })) };
}

/**
 * "Set from old configs" (staff-side §3, decision 0031): rebuilds a configuration the applicant's entity
 * manager can render from what the customer had before. Every required key the stored configuration lacks
 * (or holds in a shape the manager cannot use) is taken from the newest earlier saved version that has it;
 * the generic store's 'entities' functions of the earlier seeds become the entity type's own functions
 * (work history, education); what is still missing is derived: the id name from the entity type, the form
 * from the customer's custom fields of the type, the table from the form's first four fields.
 */
export function rebuildFromOld(entityType: string, stored: unknown, earlier: readonly unknown[], customFields: readonly OldCustomField[]): Record<string, unknown> {
  const out: Record<string, unknown> = isObject(stored) ? { ...stored } : {};
  const valid = (key: string, candidate: Record<string, unknown>) => !configErrors({ ...out, [key]: candidate[key] })[key];
  for (const key of ENTITY_MANAGER_REQUIRED_KEYS) {
    if (!valid(key, out)) {
      const from = earlier.filter(isObject).find((v) => valid(key, v));
      out[key] = from ? from[key] : undefined;
    }
  }
  const dedicated = DEDICATED[entityType];
  for (const key of ['getEntitiesFunction', 'saveEntitiesFunction'] as const) {
    if (dedicated && (out[key] === 'entities' || !ENTITY_FUNCTIONS.includes(out[key] as string))) {
      out[key] = dedicated.fn;
    } else if (!ENTITY_FUNCTIONS.includes(out[key] as string)) {
      out[key] = 'entities';
    }
  }
  if (!valid('entityIdName', out)) {
    out.entityIdName = dedicated?.idName ?? `${entityType.replace(/[^A-Za-z0-9_]/g, '_')}_id`.replace(/^(\d)/, '_$1');
  }
  if (!fieldsOk(out.formConfig)) {
    out.formConfig = customFieldForm(customFields) ?? out.formConfig;
    out.customFieldEntityType ??= entityType;
  }
  if (!columnsOk(out.tableConfig)) {
    out.tableConfig = columnsFrom(out.formConfig) ?? out.tableConfig;
  }
  out.entityType = entityType;
  return out;
}

/** The manager would render it: the contracts rule plus the shapes above. */
export function isSavable(config: unknown): boolean {
  return isConfigUsable(config as Partial<EntityManagerConfig> | null) && Object.keys(configErrors(config)).length === 0;
}
