import { ENTITY_MANAGER_REQUIRED_KEYS, type EntityManagerConfig } from '@attest/contracts';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isName = (v: unknown) => typeof v === 'string' && v.trim().length > 0 && v.length <= 128;

/** Field errors of a posted configuration (empty when it can be saved): the spec's required keys with their shapes. */
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
    ['entityIdName', isName(body.entityIdName)],
    ['getEntitiesFunction', isName(body.getEntitiesFunction)],
    ['saveEntitiesFunction', isName(body.saveEntitiesFunction)],
    ['formConfig', isObject(body.formConfig) && Array.isArray(body.formConfig.fields)],
    ['tableConfig', isObject(body.tableConfig) && Array.isArray(body.tableConfig.columns)],
  ];
  for (const [key, ok] of shape) {
    if (!ok) {
      errors[key] ??= 'invalid_entry';
    }
  }
  for (const key of ['minEntities', 'maxEntities', 'numYearsRequired'] as const) {
    const v = body[key];
    if (v != null && !(typeof v === 'number' && Number.isInteger(v) && v >= 0)) {
      errors[key] = 'interger_validator';
    }
  }
  return errors;
}

export function asConfig(body: Record<string, unknown>, entityType: string): EntityManagerConfig {
  return { ...(body as unknown as EntityManagerConfig), entityType };
}
