import { In, type DataSource } from 'typeorm';
import { TemplateEntity } from '@attest/forms';
import { LARGE_TEMPLATE_NAME, largeTemplate } from './large-template';
import { SHOWCASE_TEMPLATE_NAME, showcaseTemplate } from './showcase-template';
import { writeTemplate } from './template-writer';

export { LARGE_TEMPLATE_NAME, SHOWCASE_TEMPLATE_NAME };

const FIXTURE_NAMES = [SHOWCASE_TEMPLATE_NAME, LARGE_TEMPLATE_NAME];

export interface FormFixtures {
  showcaseTemplateId: number;
  largeTemplateId: number;
}

/**
 * The form engine's test fixtures: the showcase (every datatype, trigger and mode) and the 200-field form
 * (the bench's subject). They are not product content: the test suites and `npm run bench` seed them
 * (the server only with SEED_FIXTURES=true), never the demo customer's own seed. Idempotent.
 */
export async function seedFormFixtures(ds: DataSource, customerId: number): Promise<FormFixtures> {
  const showcaseTemplateId = await writeTemplate(ds, customerId, showcaseTemplate);
  const largeTemplateId = await writeTemplate(ds, customerId, largeTemplate);
  // Retired by an earlier start without fixtures: active again.
  await ds.getRepository(TemplateEntity).update({ customer_id: customerId, name: In(FIXTURE_NAMES) }, { active: 1 });
  return { showcaseTemplateId, largeTemplateId };
}

/**
 * A database seeded before the fixtures left the demo still holds them: without SEED_FIXTURES they are
 * retired (inactive: out of the applicant's forms and the staff's templates, their stored values kept).
 */
export async function retireFormFixtures(ds: DataSource, customerId: number): Promise<number> {
  const result = await ds.getRepository(TemplateEntity).update({ customer_id: customerId, name: In(FIXTURE_NAMES), active: 1 }, { active: 0, updated_at: new Date() });
  return result.affected ?? 0;
}
