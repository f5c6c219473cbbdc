import type { EntityManager } from 'typeorm';
import { JobCategoryOptionEntity } from '@attest/forms';
import { JobCategoryEntity } from '@attest/forms';
import { SkillChecklistItemEntity } from '@attest/applicant';
import { SkillChecklistEntity } from '@attest/applicant';
import { DEMO_JOB_CATEGORIES } from './demo-job-categories';
import { WAREHOUSE_CHECKLIST } from './demo-skill-checklist';

/** The demo job categories with skills and specialties; a category that exists (by name) is left as it is. */
export async function seedJobCategories(m: EntityManager, customerId: number): Promise<void> {
  for (const [i, demo] of DEMO_JOB_CATEGORIES.entries()) {
    if (await m.getRepository(JobCategoryEntity).findOneBy({ customer_id: customerId, name: demo.name })) {
      continue;
    }
    const category = await m.getRepository(JobCategoryEntity).save({ customer_id: customerId, name: demo.name, sort_order: i + 1, active: 1 });
    const options = [
      ...demo.skills.map(([code, name], j) => ({ kind: 'skill' as const, code, name, sort_order: j + 1 })),
      ...demo.specialties.map(([code, name], j) => ({ kind: 'specialty' as const, code, name, sort_order: j + 1 })),
    ];
    await m.insert(JobCategoryOptionEntity, options.map((o) => ({ ...o, customer_id: customerId, category_id: category.category_id })));
  }
}

/** The 'Warehouse skills' checklist (auto-assigned); answers its id. An existing one (by name) is kept. */
export async function seedWarehouseChecklist(m: EntityManager, customerId: number): Promise<number> {
  const existing = await m.getRepository(SkillChecklistEntity).findOneBy({ customer_id: customerId, name: WAREHOUSE_CHECKLIST.name });
  if (existing) {
    return existing.checklist_id;
  }
  const { name, description, auto_assign, items } = WAREHOUSE_CHECKLIST;
  const checklist = await m.getRepository(SkillChecklistEntity).save({ customer_id: customerId, name, description, auto_assign, active: 1, created_at: new Date() });
  await m.insert(
    SkillChecklistItemEntity,
    items.map(([section, skill], i) => ({ customer_id: customerId, checklist_id: checklist.checklist_id, section, skill, sort_order: i + 1 })),
  );
  return checklist.checklist_id;
}
