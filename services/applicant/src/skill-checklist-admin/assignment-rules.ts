import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { jobPreferencesFromProps } from '@attest/contracts';
import { TenantRepository } from '@attest/platform';
import { ApplicantPropEntity, ApplicantEntity } from '../applicant-record/entities';
import { SkillChecklistAssignmentEntity, type ChecklistTargetKind } from './entities/skill-checklist-assignment.entity';

type Db = DataSource | EntityManager;

export interface ChecklistTarget {
  kind: ChecklistTargetKind;
  target_id: number;
}

/** What an applicant is matched on: their location and the job categories of their job preferences. */
export interface ApplicantTargets {
  location_id: number | null;
  category_ids: number[];
}

/**
 * An auto-assigned checklist goes to an applicant when, for each kind it names (job categories,
 * locations), the applicant has one of them; a checklist naming none goes to everyone (as before).
 */
export function checklistApplies(targets: readonly ChecklistTarget[], applicant: ApplicantTargets): boolean {
  const of = (kind: ChecklistTargetKind) => targets.filter((t) => t.kind === kind).map((t) => t.target_id);
  const categories = of('job_category');
  const locations = of('location');
  const categoryOk = categories.length === 0 || applicant.category_ids.some((c) => categories.includes(c));
  const locationOk = locations.length === 0 || (applicant.location_id !== null && locations.includes(applicant.location_id));
  return categoryOk && locationOk;
}

/** The applicant's location and chosen job categories (props selected_categories, else category; ids as text). */
export async function loadApplicantTargets(db: Db, customerId: number, applicantId: number): Promise<ApplicantTargets> {
  const applicant = await new TenantRepository(db, ApplicantEntity).findOne(customerId, { applicant_id: applicantId });
  const props = await new TenantRepository(db, ApplicantPropEntity).find(customerId, { applicant_id: applicantId, state: '', code: In(['selected_categories', 'category']) });
  const byCode = Object.fromEntries(props.map((p) => [p.code, p.value]));
  const ids = jobPreferencesFromProps(byCode).selected_categories.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
  return { location_id: applicant?.location_id ?? null, category_ids: ids };
}

/** The targets of several checklists, by checklist id. */
export async function targetsOf(db: Db, customerId: number, checklistIds: number[]): Promise<Map<number, ChecklistTarget[]>> {
  const out = new Map<number, ChecklistTarget[]>(checklistIds.map((id) => [id, []]));
  if (!checklistIds.length) {
    return out;
  }
  const rows = await new TenantRepository(db, SkillChecklistAssignmentEntity).find(customerId, { checklist_id: In(checklistIds) });
  for (const r of rows.sort((a, b) => a.target_id - b.target_id)) {
    out.get(r.checklist_id)?.push({ kind: r.kind, target_id: r.target_id });
  }
  return out;
}
