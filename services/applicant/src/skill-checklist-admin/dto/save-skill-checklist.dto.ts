import { fieldErrors } from '@attest/platform';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown, max: number) => typeof v === 'string' && v.trim().length > 0 && v.trim().length <= max && !/[<>]/.test(v);
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/** The standard scale has four levels (1 none … 4 expert); a checklist may name them its own way. */
export const SCALE_LEVELS = 4;
export const MAX_ITEMS = 500;

export interface ChecklistItemInput {
  /** An existing item keeps its id (answers are keyed by it); a new one has none. */
  item_id?: number;
  skill: string;
}

/** POST/PUT …/admskillchecklist body. Categories are the item sections, in order. */
export interface SaveSkillChecklistInput {
  name: string;
  description: string | null;
  categories: { name: string; items: ChecklistItemInput[] }[];
  /** Four labels for levels 1..4, or null for the standard ones. */
  scale: string[] | null;
  active: boolean;
  auto_assign: boolean;
  job_category_ids: number[];
  location_ids: number[];
}

const ALLOWED = ['name', 'description', 'categories', 'scale', 'active', 'auto_assign', 'job_category_ids', 'location_ids'];

function ids(raw: unknown, key: string, errors: Record<string, string>): number[] {
  if (raw === undefined || raw === null) {
    return [];
  }
  if (!Array.isArray(raw) || raw.length > 200 || !raw.every(isId)) {
    errors[key] = 'invalid_entry';
    return [];
  }
  return [...new Set(raw)].sort((a, b) => a - b);
}

function categories(raw: unknown, errors: Record<string, string>): SaveSkillChecklistInput['categories'] {
  if (!Array.isArray(raw) || raw.length === 0) {
    errors.categories = raw === undefined ? 'required_field' : 'invalid_entry';
    return [];
  }
  const out: SaveSkillChecklistInput['categories'] = [];
  const names = new Set<string>();
  let count = 0;
  raw.forEach((c: unknown, i) => {
    if (!isObject(c) || !text(c.name, 128)) {
      errors[`categories.${i}.name`] = isObject(c) && (c.name === undefined || c.name === '') ? 'required_field' : 'invalid_entry';
      return;
    }
    const name = (c.name as string).trim();
    if (names.has(name.toLowerCase())) {
      errors[`categories.${i}.name`] = 'duplicate_entry';
    }
    names.add(name.toLowerCase());
    if (!Array.isArray(c.items) || c.items.length === 0) {
      errors[`categories.${i}.items`] = 'required_field';
      return;
    }
    const items: ChecklistItemInput[] = [];
    c.items.forEach((it: unknown, j) => {
      count += 1;
      if (!isObject(it) || !text(it.skill, 255)) {
        errors[`categories.${i}.items.${j}.skill`] = isObject(it) && (it.skill === undefined || it.skill === '') ? 'required_field' : 'invalid_entry';
      } else if (it.item_id !== undefined && it.item_id !== null && !isId(it.item_id)) {
        errors[`categories.${i}.items.${j}.item_id`] = 'invalid_entry';
      } else {
        items.push({ ...(isId(it.item_id) ? { item_id: it.item_id } : {}), skill: (it.skill as string).trim() });
      }
    });
    out.push({ name, items });
  });
  if (count > MAX_ITEMS) {
    errors.categories = 'too_many_items';
  }
  return out;
}

function scale(raw: unknown, errors: Record<string, string>): string[] | null {
  if (raw === undefined || raw === null) {
    return null;
  }
  if (!Array.isArray(raw) || raw.length !== SCALE_LEVELS) {
    errors.scale = 'scale_levels';
    return null;
  }
  raw.forEach((label: unknown, i) => {
    if (!text(label, 64)) {
      errors[`scale.${i}`] = label === '' || label === undefined ? 'required_field' : 'invalid_entry';
    }
  });
  return raw.map((l) => String(l).trim());
}

/** Reads and checks the whole checklist; 400 validation_failed naming each bad key. */
export function readChecklistBody(body: unknown): SaveSkillChecklistInput {
  if (!isObject(body)) {
    throw fieldErrors({ _: 'invalid_entry' });
  }
  const errors: Record<string, string> = {};
  for (const key of Object.keys(body)) {
    if (!ALLOWED.includes(key)) {
      errors[key] = 'unknown_field';
    }
  }
  if (!text(body.name, 255)) {
    errors.name = body.name === undefined || body.name === '' ? 'required_field' : 'invalid_entry';
  }
  if (body.description != null && !(typeof body.description === 'string' && body.description.length <= 2000 && !/[<>]/.test(body.description))) {
    errors.description = 'invalid_entry';
  }
  for (const key of ['active', 'auto_assign'] as const) {
    if (body[key] !== undefined && typeof body[key] !== 'boolean') {
      errors[key] = 'invalid_entry';
    }
  }
  const input: SaveSkillChecklistInput = {
    name: typeof body.name === 'string' ? body.name.trim() : '',
    description: typeof body.description === 'string' && body.description.trim() ? body.description.trim() : null,
    categories: categories(body.categories, errors),
    scale: scale(body.scale, errors),
    active: body.active !== false,
    auto_assign: body.auto_assign === true,
    job_category_ids: ids(body.job_category_ids, 'job_category_ids', errors),
    location_ids: ids(body.location_ids, 'location_ids', errors),
  };
  const seen = new Set<number>();
  for (const item of input.categories.flatMap((c) => c.items)) {
    if (item.item_id !== undefined) {
      if (seen.has(item.item_id)) {
        errors.categories = 'duplicate_entry';
      }
      seen.add(item.item_id);
    }
  }
  if (Object.keys(errors).length) {
    throw fieldErrors(errors);
  }
  return input;
}

/** PUT …/admskillchecklist/{id}/active body. */
export function readActiveBody(body: unknown): boolean {
  if (!isObject(body) || typeof body.active !== 'boolean' || Object.keys(body).length !== 1) {
    throw fieldErrors({ active: isObject(body) && body.active === undefined ? 'required_field' : 'invalid_entry' });
  }
  return body.active;
}
