import { fieldErrors } from '@attest/platform';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
export const ENTITY_TYPE = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

/** POST body: `{ entityType, config }`. */
export interface CreateEntityManagerConfigInput {
  entityType: string;
  config: Record<string, unknown>;
}

/** PUT body: `{ id, config }`. */
export interface UpdateEntityManagerConfigInput {
  id: number;
  config: Record<string, unknown>;
}

function readConfig(body: Record<string, unknown>, errors: Record<string, string>): Record<string, unknown> {
  if (!isObject(body.config)) {
    errors.config = body.config === undefined ? 'required_field' : 'invalid_entry';
    return {};
  }
  return body.config;
}

function unknownKeys(body: Record<string, unknown>, allowed: string[], errors: Record<string, string>) {
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key)) {
      errors[key] = 'unknown_field';
    }
  }
}

export function readCreateBody(body: unknown): CreateEntityManagerConfigInput {
  if (!isObject(body)) {
    throw fieldErrors({ _: 'invalid_entry' });
  }
  const errors: Record<string, string> = {};
  unknownKeys(body, ['entityType', 'config'], errors);
  const config = readConfig(body, errors);
  if (typeof body.entityType !== 'string' || !ENTITY_TYPE.test(body.entityType)) {
    errors.entityType = body.entityType === undefined ? 'required_field' : 'invalid_entry';
  }
  if (Object.keys(errors).length) {
    throw fieldErrors(errors);
  }
  return { entityType: body.entityType as string, config };
}

export function readUpdateBody(body: unknown): UpdateEntityManagerConfigInput {
  if (!isObject(body)) {
    throw fieldErrors({ _: 'invalid_entry' });
  }
  const errors: Record<string, string> = {};
  unknownKeys(body, ['id', 'config'], errors);
  const config = readConfig(body, errors);
  if (!(typeof body.id === 'number' && Number.isSafeInteger(body.id) && body.id > 0)) {
    errors.id = body.id === undefined ? 'required_field' : 'invalid_entry';
  }
  if (Object.keys(errors).length) {
    throw fieldErrors(errors);
  }
  return { id: body.id as number, config };
}
