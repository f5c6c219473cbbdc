import { ENTITY_MANAGER_REQUIRED_KEYS, isConfigUsable, type EntityManagerConfig } from '@attest/contracts';
import { ENTITY_FUNCTION_PATHS } from '@attest/shared-ui';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const named = (v: unknown) => typeof v === 'string' && v.trim().length > 0;

/** The function names the applicant's manager knows (any other puts it in its backend-error state). */
export const ENTITY_FUNCTION_NAMES = Object.keys(ENTITY_FUNCTION_PATHS);

/**
 * What the server would refuse before saving, keyed like its answer (details.fields): the required keys
 * (contracts isConfigUsable), their shapes, known functions and whole-number limits. The server decides.
 */
export function configDraftErrors(config: unknown): Record<string, string> {
  if (!isObject(config)) {
    return { _: 'invalid_entry' };
  }
  const errors: Record<string, string> = {};
  if (!isConfigUsable(config as Partial<EntityManagerConfig>)) {
    for (const key of ENTITY_MANAGER_REQUIRED_KEYS) {
      if (config[key] == null || config[key] === '') {
        errors[key] = 'required_field';
      }
    }
  }
  if (!errors.entityIdName && !(typeof config.entityIdName === 'string' && /^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(config.entityIdName))) {
    errors.entityIdName = 'invalid_entry';
  }
  for (const key of ['getEntitiesFunction', 'saveEntitiesFunction'] as const) {
    if (!errors[key] && !ENTITY_FUNCTION_NAMES.includes(String(config[key]))) {
      errors[key] = 'unknown_entity_function';
    }
  }
  const fc = config.formConfig;
  if (!errors.formConfig && !(isObject(fc) && Array.isArray(fc.fields) && fc.fields.length > 0 && fc.fields.every((f) => isObject(f) && named(f.name)))) {
    errors.formConfig = 'invalid_entry';
  }
  const tc = config.tableConfig;
  if (!errors.tableConfig && !(isObject(tc) && Array.isArray(tc.columns) && tc.columns.length > 0 && tc.columns.every((c) => isObject(c) && named(c.field)))) {
    errors.tableConfig = 'invalid_entry';
  }
  for (const key of ['minEntities', 'maxEntities', 'numYearsRequired'] as const) {
    const v = config[key];
    if (v != null && !(typeof v === 'number' && Number.isInteger(v) && v >= 0)) {
      errors[key] = 'interger_validator';
    }
  }
  if (!errors.minEntities && typeof config.minEntities === 'number' && typeof config.maxEntities === 'number' && config.maxEntities > 0 && config.minEntities > config.maxEntities) {
    errors.minEntities = 'min_above_max';
  }
  return errors;
}

/** A starting point for a new entity type: the generic store with one text field. */
export function starterConfig(entityType: string): Record<string, unknown> {
  const id = `${entityType.replace(/[^A-Za-z0-9_]/g, '_')}_id`;
  return {
    entityType, entityIdName: id, getEntitiesFunction: 'entities', saveEntitiesFunction: 'entities', minEntities: 0, maxEntities: null, allowDelete: true, saveOnConfirm: true,
    formConfig: { fields: [{ field_id: 1, name: 'name', datatype_id: 1, desc: 'Name', required: true, active: true, params: {}, codes: [], triggers: [], sort_order: 10 }] },
    tableConfig: { columns: [{ field: 'name', label_translation_key: 'name' }] },
    customFieldEntityType: entityType,
  };
}
