import type { DataSource, EntityManager } from 'typeorm';
import { conflict, notFound, TenantRepository, type AuthContext } from '@attest/platform';
import type { SkillChecklistState } from '@attest/contracts';
import { ApplicantSkillChecklistEntity } from './entities/applicant-skill-checklist.entity';
import { SkillChecklistItemEntity } from './entities/skill-checklist-item.entity';
import { SkillChecklistEntity } from './entities/skill-checklist.entity';

type Db = DataSource | EntityManager;

export interface LoadedChecklist {
  row: ApplicantSkillChecklistEntity;
  def: SkillChecklistEntity;
  items: SkillChecklistItemEntity[];
}

/** An assigned checklist of the calling applicant (another applicant's or customer's id → 404), with its definition and items. */
export async function loadOwnChecklist(db: Db, auth: AuthContext, id: number): Promise<LoadedChecklist> {
  const row = await new TenantRepository(db, ApplicantSkillChecklistEntity).findOneOr404(auth.customerId, { id, applicant_id: auth.applicantId });
  const def = await new TenantRepository(db, SkillChecklistEntity).findOne(auth.customerId, { checklist_id: row.checklist_id });
  if (!def) {
    throw notFound();
  }
  return { row, def, items: await checklistItems(db, auth.customerId, def.checklist_id) };
}

export async function checklistItems(db: Db, customerId: number, checklistId: number): Promise<SkillChecklistItemEntity[]> {
  const items = await new TenantRepository(db, SkillChecklistItemEntity).find(customerId, { checklist_id: checklistId });
  return items.sort((a, b) => a.sort_order - b.sort_order || a.item_id - b.item_id);
}

/**
 * Writes a change only while the row is still in the state it was read in, so two requests racing on
 * one checklist cannot both pass the transition rules (the loser answers 409).
 */
export async function updateInState(db: Db, auth: AuthContext, row: ApplicantSkillChecklistEntity, patch: Partial<ApplicantSkillChecklistEntity>): Promise<void> {
  const expected: SkillChecklistState = row.state;
  const affected = await new TenantRepository(db, ApplicantSkillChecklistEntity).update(auth.customerId, { id: row.id, state: expected }, { ...patch, updated_at: new Date() });
  if (affected !== 1) {
    throw conflict('checklist_changed');
  }
  Object.assign(row, patch);
}
