import { parseJson } from '@attest/platform';
import type { DataSource, EntityManager } from 'typeorm';
import type { EntityManagerConfig } from '@attest/contracts';
import { CodeValueEntity } from '@attest/forms';
import { EntityCustomFieldEntity } from '@attest/forms';
import { EntityManagerConfigEntity } from '@attest/forms';
import { DEMO_CODE_VALUES } from './demo-code-values';
import { isUntouchedEarlierSeed } from './earlier-entity-configs';
import { educationConfig } from './education-config';
import { seedOnboardingPackage } from './onboarding-package';
import { seedSafetyPackage } from './safety-package';
import { prescreenTemplate } from './prescreen-template';
import { seedJobCategories, seedWarehouseChecklist } from './seed-portal-demo';
import { writeTemplate } from './template-writer';
import { DID_YOU_ENJOY, WORK_HISTORY, workHistoryConfig } from './work-history-config';

export interface EdocsDemo {
  prescreenTemplateId: number;
  warehouseChecklistId: number;
}

/** Writes a configuration that is missing, or replaces an earlier seed's that staff never changed. */
async function seedConfig(m: EntityManager, customerId: number, config: EntityManagerConfig) {
  const configs = m.getRepository(EntityManagerConfigEntity);
  const stored = await configs.findOneBy({ customer_id: customerId, entity_type: config.entityType });
  if (!stored) {
    await configs.insert({ customer_id: customerId, entity_type: config.entityType, config: JSON.stringify(config), updated_at: new Date() });
  } else if (isUntouchedEarlierSeed(config.entityType, stored.config, parseJson<Partial<EntityManagerConfig> | null>(stored.config, null))) {
    await configs.update({ id: stored.id }, { config: JSON.stringify(config), updated_at: new Date() });
  }
}

/**
 * The edocs demo data for one customer: the prescreen template, code values, the work-history and
 * education entity managers, job categories, the warehouse skills checklist and the onboarding and safety
 * packages. Product content only: the form engine's test fixtures are `seedFormFixtures`. Idempotent:
 * what exists is kept.
 */
export async function seedEdocsDemo(ds: DataSource, customerId: number): Promise<EdocsDemo> {
  const prescreenTemplateId = await writeTemplate(ds, customerId, prescreenTemplate);
  const warehouseChecklistId = await ds.transaction(async (m) => {
    const codes = m.getRepository(CodeValueEntity);
    for (const [category, values] of Object.entries(DEMO_CODE_VALUES)) {
      const have = new Set((await codes.findBy({ customer_id: customerId, category })).map((c) => c.code));
      const missing = values.map(([code, value], i) => ({ customer_id: customerId, category, code, value, sort_order: i + 1 })).filter((c) => !have.has(c.code));
      if (missing.length) {
        await m.insert(CodeValueEntity, missing);
      }
    }
    const defs = m.getRepository(EntityCustomFieldEntity);
    if (!(await defs.findOneBy({ customer_id: customerId, entity_type: WORK_HISTORY, name: DID_YOU_ENJOY.name }))) {
      await defs.insert({ customer_id: customerId, entity_type: WORK_HISTORY, ...DID_YOU_ENJOY });
    }
    await seedConfig(m, customerId, workHistoryConfig);
    await seedConfig(m, customerId, educationConfig);
    await seedJobCategories(m, customerId);
    return seedWarehouseChecklist(m, customerId);
  });
  await seedOnboardingPackage(ds, customerId);
  await seedSafetyPackage(ds, customerId);
  return { prescreenTemplateId, warehouseChecklistId };
}
