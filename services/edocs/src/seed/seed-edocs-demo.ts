import type { DataSource } from 'typeorm';
import { CodeValueEntity } from '../code-values/code-value.entity';
import { EntityCustomFieldEntity } from '../entity-custom-fields/entity-custom-field.entity';
import { EntityManagerConfigEntity } from '../entity-manager/entity-manager-config.entity';
import { DEMO_CODE_VALUES } from './demo-code-values';
import { largeTemplate } from './large-template';
import { prescreenTemplate } from './prescreen-template';
import { showcaseTemplate } from './showcase-template';
import { writeTemplate } from './template-writer';
import { DID_YOU_ENJOY, WORK_HISTORY, workHistoryConfig } from './work-history-config';

export interface EdocsDemo {
  showcaseTemplateId: number;
  largeTemplateId: number;
  prescreenTemplateId: number;
}

/**
 * The form engine's demo data for one customer: the showcase, the 200-field and the prescreen
 * templates, code values, and the work-history entity manager. Idempotent: what exists is kept.
 */
export async function seedEdocsDemo(ds: DataSource, customerId: number): Promise<EdocsDemo> {
  const showcaseTemplateId = await writeTemplate(ds, customerId, showcaseTemplate);
  const largeTemplateId = await writeTemplate(ds, customerId, largeTemplate);
  const prescreenTemplateId = await writeTemplate(ds, customerId, prescreenTemplate);
  await ds.transaction(async (m) => {
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
    const configs = m.getRepository(EntityManagerConfigEntity);
    if (!(await configs.findOneBy({ customer_id: customerId, entity_type: WORK_HISTORY }))) {
      await configs.insert({ customer_id: customerId, entity_type: WORK_HISTORY, config: JSON.stringify(workHistoryConfig), updated_at: new Date() });
    }
  });
  return { showcaseTemplateId, largeTemplateId, prescreenTemplateId };
}
