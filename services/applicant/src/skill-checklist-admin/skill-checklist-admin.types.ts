import type { SkillChecklistState } from '@attest/contracts';

/** GET …/admskillchecklist: one row of the manager's list. */
export interface SkillChecklistAdminSummary {
  checklist_id: number;
  name: string;
  active: boolean;
  auto_assign: boolean;
  item_count: number;
  job_category_ids: number[];
  location_ids: number[];
  assigned: number;
  completed: number;
}

/** GET/POST/PUT …/admskillchecklist/{id}: the checklist as the editor edits it. */
export interface SkillChecklistAdminView extends SkillChecklistAdminSummary {
  description: string | null;
  /** Labels of levels 1..4, or null for the standard ones (skill_level_* keys). */
  scale: string[] | null;
  categories: { name: string; items: { item_id: number; skill: string }[] }[];
}

/** GET …/admskillchecklist/{id}/applicants: the applicants it is assigned to. */
export interface AssignedChecklistRow {
  id: number;
  applicant_id: number;
  applicant_name: string;
  state: SkillChecklistState;
  assigned_date: string;
  completed_date: string | null;
  has_pdf: boolean;
}
