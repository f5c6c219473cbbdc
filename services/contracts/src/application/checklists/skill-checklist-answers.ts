import type { ApplicantSkillChecklist, SkillChecklistItem } from '../application-dtos';

/** Proficiency answers 1..4, with their translation keys and English labels. */
export const SKILL_PROFICIENCY_LEVELS: readonly { value: 1 | 2 | 3 | 4; key: string; label: string }[] = [
  { value: 1, key: 'skill_level_none', label: 'No experience' },
  { value: 2, key: 'skill_level_limited', label: 'Limited experience' },
  { value: 3, key: 'skill_level_proficient', label: 'Proficient' },
  { value: 4, key: 'skill_level_expert', label: 'Expert' },
];

export function proficiencyLabel(value: number | undefined): string {
  return SKILL_PROFICIENCY_LEVELS.find((l) => l.value === value)?.label ?? '';
}

/** PUT /api/v1/ApplicantSkillChecklist/{id} body. */
export interface SkillChecklistUpdate {
  /** item_id → 1..4; the answers as a whole (an item left out has no answer). */
  answers: Record<string, number>;
  action: 'save' | 'sign' | 'complete';
  /** A PNG data URL from the signature pad, or the typed name. */
  signature?: string | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Reads posted answers against the checklist's items: every key must be an item id and every value an
 * integer 1..4. Answers `{ answers }` or `{ errors: { "answers.<item_id>": key } }`.
 */
export function readChecklistAnswers(
  raw: unknown,
  items: readonly Pick<SkillChecklistItem, 'item_id'>[],
): { answers: Record<string, number>; errors: Record<string, string> } {
  if (raw === undefined || raw === null) {
    return { answers: {}, errors: {} };
  }
  if (!isObject(raw)) {
    return { answers: {}, errors: { answers: 'invalid_entry' } };
  }
  const known = new Set(items.map((i) => i.item_id));
  const answers: Record<string, number> = {};
  const errors: Record<string, string> = {};
  for (const [itemId, value] of Object.entries(raw)) {
    if (!known.has(itemId)) {
      errors[`answers.${itemId}`] = 'unknown_field';
    } else if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 4) {
      answers[itemId] = value;
    } else {
      errors[`answers.${itemId}`] = 'invalid_entry';
    }
  }
  return { answers, errors };
}

/** Item ids without an answer, in item order. */
export function unansweredItems(items: readonly Pick<SkillChecklistItem, 'item_id'>[], answers: Record<string, number>): string[] {
  return items.filter((i) => answers[i.item_id] === undefined).map((i) => i.item_id);
}

/** Same answers for the same items (key order does not matter). */
export function sameAnswers(a: Record<string, number>, b: Record<string, number>): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}

/** GET /api/v1/ApplicantSkillChecklist/{id} (and the PUT answer): the checklist with its items, answers and signature. */
export interface ApplicantSkillChecklistDetail extends ApplicantSkillChecklist {
  items: SkillChecklistItem[];
  answers: Record<string, number>;
  /** The stored signature (PNG data URL or typed name); null when none or after the answers changed. */
  signature: string | null;
}

/** POST /api/v2/customers/{c}/applicants/{a}/skillchecklists (staff) body. */
export interface AssignSkillChecklist {
  checklist_id: number;
}
