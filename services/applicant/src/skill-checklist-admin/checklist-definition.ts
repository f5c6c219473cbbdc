import { In, type EntityManager } from 'typeorm';
import { conflict, fieldErrors, notFound, parseJson, TenantRepository } from '@attest/platform';
import { JobCategoryEntity } from '@attest/forms';
import { ApplicantSkillChecklistEntity } from '../skill-checklists/entities/applicant-skill-checklist.entity';
import { SkillChecklistItemEntity } from '../skill-checklists/entities/skill-checklist-item.entity';
import type { SkillChecklistEntity } from '../skill-checklists/entities/skill-checklist.entity';
import { SkillChecklistAssignmentEntity } from './entities/skill-checklist-assignment.entity';
import type { SaveSkillChecklistInput } from './dto/save-skill-checklist.dto';

/** Answers signed or completed are the applicant's record: their items are never removed. */
const KEPT_STATES = ['SAVED_WITH_SIGNATURE', 'COMPLETED'] as const;

export const readScale = (row: SkillChecklistEntity): string[] | null => {
  const v = parseJson<unknown>(row.scale ?? null, null);
  return Array.isArray(v) && v.every((l) => typeof l === 'string') ? (v as string[]) : null;
};

/** 404 job_category_not_found / location_not_found unless every id is one of the customer's (forms' job categories, identity's locations). */
export async function requireOwnTargets(m: EntityManager, customerId: number, input: Pick<SaveSkillChecklistInput, 'job_category_ids' | 'location_ids'>): Promise<void> {
  if (input.job_category_ids.length) {
    const found = await new TenantRepository(m, JobCategoryEntity).count(customerId, { category_id: In(input.job_category_ids) });
    if (found !== input.job_category_ids.length) {
      throw notFound('job_category_not_found');
    }
  }
  if (input.location_ids.length) {
    const rows = (await m.query(`SELECT COUNT(*) AS n FROM locations WHERE customer_id = ? AND location_id IN (${input.location_ids.map(() => '?').join(', ')})`, [
      customerId, ...input.location_ids,
    ])) as { n: number | string }[];
    if (Number(rows[0]?.n ?? 0) !== input.location_ids.length) {
      throw notFound('location_not_found');
    }
  }
}

/** Replaces the checklist's targets with the posted ones. */
export async function writeTargets(m: EntityManager, customerId: number, checklistId: number, input: Pick<SaveSkillChecklistInput, 'job_category_ids' | 'location_ids'>): Promise<void> {
  const repo = new TenantRepository(m, SkillChecklistAssignmentEntity);
  await repo.delete(customerId, { checklist_id: checklistId });
  const rows = [
    ...input.job_category_ids.map((id) => ({ customer_id: customerId, checklist_id: checklistId, kind: 'job_category' as const, target_id: id })),
    ...input.location_ids.map((id) => ({ customer_id: customerId, checklist_id: checklistId, kind: 'location' as const, target_id: id })),
  ];
  if (rows.length) {
    await m.insert(SkillChecklistAssignmentEntity, rows);
  }
}

/**
 * Writes the categories and items: posted item ids keep their item (and the answers given to it), new
 * items are added, missing ones removed. An item answered on a signed or completed checklist cannot be
 * removed (409 checklist_item_answered); answers to removed items leave the checklists still in progress.
 */
export async function writeItems(m: EntityManager, customerId: number, checklistId: number, categories: SaveSkillChecklistInput['categories']): Promise<void> {
  const itemRepo = new TenantRepository(m, SkillChecklistItemEntity);
  const existing = await itemRepo.find(customerId, { checklist_id: checklistId });
  const existingIds = new Set(existing.map((i) => i.item_id));
  const posted = categories.flatMap((c, ci) => c.items.map((it, ii) => ({ ...it, section: c.name, at: `categories.${ci}.items.${ii}.item_id` })));
  const foreign = posted.find((p) => p.item_id !== undefined && !existingIds.has(p.item_id));
  if (foreign) {
    throw fieldErrors({ [foreign.at]: 'invalid_entry' });
  }
  const keep = new Set(posted.flatMap((p) => (p.item_id === undefined ? [] : [p.item_id])));
  const removed = existing.filter((i) => !keep.has(i.item_id)).map((i) => String(i.item_id));
  if (removed.length) {
    const rows = await new TenantRepository(m, ApplicantSkillChecklistEntity).find(customerId, { checklist_id: checklistId });
    const answersOf = (r: ApplicantSkillChecklistEntity) => parseJson<Record<string, unknown>>(r.answers, {}) ?? {};
    const answered = rows.filter((r) => (KEPT_STATES as readonly string[]).includes(r.state) && removed.some((id) => answersOf(r)[id] !== undefined));
    if (answered.length) {
      throw conflict('checklist_item_answered', { item_ids: removed.filter((id) => answered.some((r) => answersOf(r)[id] !== undefined)).map(Number) });
    }
    for (const r of rows) {
      const answers = answersOf(r);
      if (removed.some((id) => answers[id] !== undefined)) {
        for (const id of removed) {
          delete answers[id];
        }
        await new TenantRepository(m, ApplicantSkillChecklistEntity).update(customerId, { id: r.id }, { answers: JSON.stringify(answers), updated_at: new Date() });
      }
    }
    await itemRepo.delete(customerId, { checklist_id: checklistId, item_id: In(removed.map(Number)) });
  }
  let order = 0;
  for (const p of posted) {
    order += 1;
    if (p.item_id === undefined) {
      await itemRepo.insert(customerId, { checklist_id: checklistId, section: p.section, skill: p.skill, sort_order: order });
    } else {
      await itemRepo.update(customerId, { item_id: p.item_id }, { section: p.section, skill: p.skill, sort_order: order });
    }
  }
}
