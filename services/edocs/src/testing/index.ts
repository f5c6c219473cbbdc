import { Module, type INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApplicantEntity, applicantDataParts, ApplicantPortModule, HistoriesModule, SkillChecklistsModule } from '@attest/applicant';
import { FormsModule, formsDataParts } from '@attest/forms';
// Staff users' table: audit pages (template history) name who acted; the services share one database.
import { identityDataParts } from '@attest/identity';
import { PlatformModule, type AppConfig } from '@attest/platform';
import { client, sessionFor, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { edocsDataParts } from '../edocs-data';
import { EdocsModule } from '../edocs.module';
import { seedFormFixtures, type FormFixtures } from '../seed/form-fixtures';
import { seedEdocsDemo, type EdocsDemo } from '../seed/seed-edocs-demo';

export const ACME = 1;
export const GLOBEX = 2;

function moduleFor(config: AppConfig) {
  // The engine, the applicant's histories and checklists (without the rest of the applicant routes) and edocs.
  @Module({ imports: [PlatformModule.forRoot(config, [identityDataParts, applicantDataParts, formsDataParts, edocsDataParts]), ApplicantPortModule, FormsModule, HistoriesModule, SkillChecklistsModule, EdocsModule] })
  class TestModule {}
  return TestModule;
}

export interface EdocsTestKit {
  t: TestApp;
  ds: DataSource;
  call: ReturnType<typeof client>;
  acme: EdocsDemo & FormFixtures;
  globex: EdocsDemo & FormFixtures;
  ada: ApplicantEntity;
  bob: ApplicantEntity;
  eve: ApplicantEntity;
  adaSession: Session;
  bobSession: Session;
  staff: Session;
  globexStaff: Session;
}

/** The form engine, histories, checklists and edocs on a fresh MariaDB database, the form fixtures and the demo seed for two customers and a few applicants with sessions. */
export async function startEdocs(): Promise<EdocsTestKit> {
  const t = await startTestApp(moduleFor);
  const ds = t.app.get(DataSource);
  // The form engine's test fixtures first (their template ids and list order as before), then the product demo.
  const acme = { ...(await seedFormFixtures(ds, ACME)), ...(await seedEdocsDemo(ds, ACME)) };
  const globex = { ...(await seedFormFixtures(ds, GLOBEX)), ...(await seedEdocsDemo(ds, GLOBEX)) };
  const ada = await insertApplicant(t.app, ACME, { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@acme.test', state: 'MT' });
  const bob = await insertApplicant(t.app, ACME, { first_name: 'Bob', last_name: 'Stone', email: 'bob@acme.test' });
  const eve = await insertApplicant(t.app, GLOBEX, { first_name: 'Eve', last_name: 'Other', email: 'eve@globex.test' });
  return {
    t,
    ds,
    call: client(t.baseUrl),
    acme,
    globex,
    ada,
    bob,
    eve,
    adaSession: await sessionFor(t.app, 'applicant', ada.applicant_id, ACME),
    bobSession: await sessionFor(t.app, 'applicant', bob.applicant_id, ACME),
    staff: await sessionFor(t.app, 'user', 900, ACME),
    globexStaff: await sessionFor(t.app, 'user', 901, GLOBEX),
  };
}

export async function insertApplicant(app: INestApplication, customerId: number, fields: Partial<ApplicantEntity>): Promise<ApplicantEntity> {
  const now = new Date();
  return app.get(DataSource).getRepository(ApplicantEntity).save({ customer_id: customerId, date_registered: now, last_updated: now, verified: 1, email: `${Math.random().toString(36).slice(2)}@example.com`, ...fields });
}

export { sessionFor } from '@attest/platform/testing';

/** Row count of a table, for "nothing stored" checks. */
export async function countRows(ds: DataSource, table: string): Promise<number> {
  const [row] = (await ds.query(`SELECT COUNT(*) AS n FROM ${table}`)) as { n: number | string }[];
  return Number(row.n);
}

export { configField } from '../seed/config-field';
export { workHistoryConfig } from '../seed/work-history-config';
