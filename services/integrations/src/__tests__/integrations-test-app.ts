import { Module, type INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApplicantEntity, applicantDataParts } from '@attest/applicant';
import { PlatformModule, type AppConfig } from '@attest/platform';
import { client, sessionFor, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { integrationsDataParts } from '../integrations-data';
import { IntegrationsModule } from '../integrations.module';

export const ACME = 1;
export const GLOBEX = 2;

function moduleFor(config: AppConfig) {
  @Module({ imports: [PlatformModule.forRoot(config, [applicantDataParts, integrationsDataParts]), IntegrationsModule] })
  class TestModule {}
  return TestModule;
}

export interface IntegrationsKit {
  t: TestApp;
  ds: DataSource;
  call: ReturnType<typeof client>;
  applicant(customerId: number, fields?: Partial<ApplicantEntity>): Promise<{ row: ApplicantEntity; session: Session }>;
  staff(customerId: number): Promise<Session>;
}

/** The integrations module on a fresh MariaDB database, with helpers for applicants and sessions. */
export async function startIntegrations(): Promise<IntegrationsKit> {
  const t = await startTestApp(moduleFor);
  let userId = 900;
  return {
    t,
    ds: t.app.get(DataSource),
    call: client(t.baseUrl),
    applicant: async (customerId, fields = {}) => {
      const row = await insertApplicant(t.app, customerId, fields);
      return { row, session: await sessionFor(t.app, 'applicant', row.applicant_id, customerId) };
    },
    staff: async (customerId) => sessionFor(t.app, 'user', (userId += 1), customerId),
  };
}

async function insertApplicant(app: INestApplication, customerId: number, fields: Partial<ApplicantEntity>): Promise<ApplicantEntity> {
  const now = new Date();
  return app.get(DataSource).getRepository(ApplicantEntity).save({
    customer_id: customerId,
    date_registered: now,
    last_updated: now,
    verified: 1,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `${Math.random().toString(36).slice(2)}@example.com`,
    ...fields,
  });
}

