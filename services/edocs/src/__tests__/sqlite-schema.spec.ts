import * as fs from 'fs';
import * as path from 'path';
import { DataSource } from 'typeorm';
import type { EntityManagerConfig } from '@attest/contracts';
import { ApplicantEntity, ApplicantRecordService, applicantDataParts } from '@attest/applicant';
import { AuditService, mergeDataParts, platformDataParts, type AuthContext } from '@attest/platform';
import { edocsDataParts } from '../edocs-data';
import { EntityManagerConfigEntity, formsDataParts, loadTemplate } from '@attest/forms';
import { seedFormFixtures } from '../seed/form-fixtures';
import { LARGE_TEMPLATE_NAME } from '../seed/large-template';
import { seedEdocsDemo } from '../seed/seed-edocs-demo';
import { SHOWCASE_TEMPLATE_NAME } from '../seed/showcase-template';
import { workHistoryConfig } from '../seed/work-history-config';

// The embedded default runs on SQLite: the same migration and the demo seed must work there (MariaDB is
// covered by the integration suites).
describe('edocs schema and demo seed on SQLite', () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = new DataSource({
      type: 'better-sqlite3',
      database: ':memory:',
      ...mergeDataParts(platformDataParts, applicantDataParts, formsDataParts, edocsDataParts),
    });
    await ds.initialize();
    await ds.runMigrations();
  });
  afterAll(async () => {
    await ds?.destroy();
  });

  it('seeds the demo once however often it runs', async () => {
    const first = await seedEdocsDemo(ds, 1);
    const second = await seedEdocsDemo(ds, 1);
    expect(second).toEqual(first);
    const count = async (table: string) => Number(((await ds.query(`SELECT COUNT(*) AS n FROM ${table}`)) as { n: number }[])[0].n);
    // The prescreen template, the onboarding package's six and the safety policy: product content only.
    expect(await count('edc_templates')).toBe(8);
    const names = ((await ds.query('SELECT name FROM edc_templates')) as { name: string }[]).map((r) => r.name);
    expect(names).not.toContain(SHOWCASE_TEMPLATE_NAME);
    expect(names).not.toContain(LARGE_TEMPLATE_NAME);
    expect(await count('edc_packages')).toBe(2);
    expect(await count('edc_package_templates')).toBe(7);
    expect(await count('cst_entity_manager_configs')).toBe(2);
    expect(await count('cst_entity_custom_fields')).toBe(1);
    expect(await count('job_categories')).toBe(4);
    expect(await count('job_category_options')).toBe(25);
    expect(await count('skill_checklists')).toBe(1);
    expect(await count('skill_checklist_items')).toBe(8);
    expect(await count("adm_code_values WHERE category = 'EDU_MAJOR'")).toBe(7);
  });

  it('seeds the form fixtures (showcase, 200 fields) only when asked, once', async () => {
    const first = await seedFormFixtures(ds, 1);
    expect(await seedFormFixtures(ds, 1)).toEqual(first);
    const large = await loadTemplate(ds, 1, first.largeTemplateId);
    expect(large.fields).toHaveLength(200);
    const showcase = await loadTemplate(ds, 1, first.showcaseTemplateId);
    const datatypes = new Set(showcase.fields.map((f) => f.datatype_id));
    for (const id of [1, 2, 3, 4, 5, 7, 10, 11, 12, 17, 18, 19, 21, 22, 26, 27, 28, 30]) {
      expect(datatypes).toContain(id);
    }
    expect(showcase.fields.find((f) => f.name === 'contact_pref')?.codes.find((c) => c.is_default)?.code).toBe('EMAIL');
  });

  it('moves a work-history configuration of the first seed to the work history table, and keeps one staff changed', async () => {
    const firstSeed = { ...workHistoryConfig, getEntitiesFunction: 'entities', saveEntitiesFunction: 'entities' };
    const repo = ds.getRepository(EntityManagerConfigEntity);
    await repo.insert([
      { customer_id: 7, entity_type: 'work_history', config: JSON.stringify(firstSeed), updated_at: new Date() },
      { customer_id: 8, entity_type: 'work_history', config: JSON.stringify({ ...firstSeed, instructionsTransKey: 'our_own_instructions' }), updated_at: new Date() },
    ]);
    await seedEdocsDemo(ds, 7);
    await seedEdocsDemo(ds, 8);
    const stored = async (customerId: number) => JSON.parse((await repo.findOneByOrFail({ customer_id: customerId, entity_type: 'work_history' })).config);
    expect(await stored(7)).toMatchObject({ getEntitiesFunction: 'workHistory', saveEntitiesFunction: 'workHistory', entityIdName: 'work_history_id' });
    expect(await stored(8)).toMatchObject({ getEntitiesFunction: 'entities', instructionsTransKey: 'our_own_instructions' });
  });

  it('replaces an entity-manager configuration an earlier seed stored and staff never changed, keeps a changed one', async () => {
    // The configurations the demo stored before issue 14 (spec sample work history, education with "Save all"), as stored.
    const earlier = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures/earlier-entity-configs.json'), 'utf8')) as Record<string, EntityManagerConfig>;
    const repo = ds.getRepository(EntityManagerConfigEntity);
    const changedByStaff = { ...earlier.education, instructionsTransKey: 'our_education_text' };
    await repo.insert([
      { customer_id: 11, entity_type: 'work_history', config: JSON.stringify(earlier.work_history), updated_at: new Date() },
      { customer_id: 11, entity_type: 'education', config: JSON.stringify(changedByStaff), updated_at: new Date() },
    ]);
    await seedEdocsDemo(ds, 11);
    const stored = async (type: string) => JSON.parse((await repo.findOneByOrFail({ customer_id: 11, entity_type: type })).config) as EntityManagerConfig;
    expect(await stored('work_history')).toEqual(workHistoryConfig);
    expect(await stored('education')).toEqual(changedByStaff);
  });

  it("lets the applicant record service join the form submit's transaction (savepoint) and roll back with it", async () => {
    const now = new Date();
    const a = await ds.getRepository(ApplicantEntity).save({ customer_id: 1, email: 'a@x.test', first_name: 'A', date_registered: now, last_updated: now });
    const auth: AuthContext = { party: 'applicant', customerId: 1, applicantId: a.applicant_id, tokenId: 1 };
    await expect(
      ds.transaction(async (m) => {
        await new ApplicantRecordService(m as unknown as DataSource, new AuditService(ds)).update(auth, 1, { applicant_id: a.applicant_id, first_name: 'B' });
        throw new Error('later failure');
      }),
    ).rejects.toThrow('later failure');
    expect((await ds.getRepository(ApplicantEntity).findOneByOrFail({ applicant_id: a.applicant_id })).first_name).toBe('A');
    await ds.transaction((m) => new ApplicantRecordService(m as unknown as DataSource, new AuditService(ds)).update(auth, 1, { applicant_id: a.applicant_id, first_name: 'C' }));
    expect((await ds.getRepository(ApplicantEntity).findOneByOrFail({ applicant_id: a.applicant_id })).first_name).toBe('C');
  });

  it('migrates down cleanly', async () => {
    while (((await ds.query("SELECT COUNT(*) AS n FROM migrations")) as { n: number }[])[0].n > 0) {
      await ds.undoLastMigration();
    }
    const tables: { name: string }[] = await ds.query("SELECT name FROM sqlite_master WHERE type = 'table'");
    const ours = /^(edc_|apl_entity|cst_entity|adm_code_values$|apl_work_history$|apl_education$|job_categor|skill_checklist|applicant_skill_checklists$)/;
    expect(tables.map((t) => t.name).filter((n) => ours.test(n))).toEqual([]);
  });
});
