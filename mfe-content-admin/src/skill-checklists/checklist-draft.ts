import type { ChecklistView, SaveChecklistBody } from './api/skill-checklists-api';

/** The editor's working copy: texts as typed; `key` keeps React rows stable while items move. */
export interface DraftItem {
  key: string;
  item_id?: number;
  skill: string;
}
export interface DraftCategory {
  key: string;
  name: string;
  items: DraftItem[];
}
export interface ChecklistDraft {
  name: string;
  description: string;
  active: boolean;
  auto_assign: boolean;
  customScale: boolean;
  scale: string[];
  categories: DraftCategory[];
  job_category_ids: number[];
  location_ids: number[];
}

/** The standard levels 1..4 (contracts SKILL_PROFICIENCY_LEVELS), the starting point of a checklist's own labels. */
export const STANDARD_SCALE: readonly [string, string][] = [
  ['skill_level_none', 'No experience'],
  ['skill_level_limited', 'Limited experience'],
  ['skill_level_proficient', 'Proficient'],
  ['skill_level_expert', 'Expert'],
];

let seq = 0;
export const newKey = (): string => `k${(seq += 1)}`;

export function emptyDraft(): ChecklistDraft {
  return {
    name: '', description: '', active: true, auto_assign: true, customScale: false, scale: STANDARD_SCALE.map(([, en]) => en),
    categories: [{ key: newKey(), name: '', items: [{ key: newKey(), skill: '' }] }], job_category_ids: [], location_ids: [],
  };
}

export function toDraft(v: ChecklistView): ChecklistDraft {
  return {
    name: v.name, description: v.description ?? '', active: v.active, auto_assign: v.auto_assign, customScale: v.scale !== null,
    scale: v.scale ?? STANDARD_SCALE.map(([, en]) => en),
    categories: v.categories.map((c) => ({ key: newKey(), name: c.name, items: c.items.map((i) => ({ key: newKey(), item_id: i.item_id, skill: i.skill })) })),
    job_category_ids: v.job_category_ids, location_ids: v.location_ids,
  };
}

export function toBody(d: ChecklistDraft): SaveChecklistBody {
  return {
    name: d.name.trim(),
    description: d.description.trim() || null,
    categories: d.categories.map((c) => ({ name: c.name.trim(), items: c.items.map((i) => ({ ...(i.item_id ? { item_id: i.item_id } : {}), skill: i.skill.trim() })) })),
    scale: d.customScale ? d.scale.map((l) => l.trim()) : null,
    active: d.active,
    auto_assign: d.auto_assign,
    job_category_ids: d.job_category_ids,
    location_ids: d.location_ids,
  };
}

/** What the server would refuse, checked before sending (keys as the server names them). */
export function draftErrors(d: ChecklistDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!d.name.trim()) {
    errors.name = 'required_field';
  }
  d.categories.forEach((c, i) => {
    if (!c.name.trim()) {
      errors[`categories.${i}.name`] = 'required_field';
    }
    if (!c.items.length) {
      errors[`categories.${i}.items`] = 'required_field';
    }
    c.items.forEach((it, j) => {
      if (!it.skill.trim()) {
        errors[`categories.${i}.items.${j}.skill`] = 'required_field';
      }
    });
  });
  if (!d.categories.length) {
    errors.categories = 'required_field';
  }
  if (d.customScale) {
    d.scale.forEach((l, i) => {
      if (!l.trim()) {
        errors[`scale.${i}`] = 'required_field';
      }
    });
  }
  return errors;
}
