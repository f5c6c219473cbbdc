import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { applicantDataParts } from '@attest/applicant';
import { formsDataParts } from '@attest/forms';
import { identityDataParts } from '@attest/identity';
import { JOB_QUEUE, PlatformModule, type AppConfig, type JobQueue } from '@attest/platform';
import { client, sessionFor, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { TalentModule, talentDataParts } from '@attest/talent';
import { seedAtsSimulator } from '../../ats-simulator/ats-sim-seed';
import { AtsSimulatorServer } from '../../ats-simulator/ats-sim-server';
import { integrationsDataParts } from '../../integrations-data';
import { IntegrationsModule } from '../../integrations.module';

export const ACME = 1;
export const GLOBEX = 2;

function moduleFor(config: AppConfig) {
  @Module({ imports: [PlatformModule.forRoot(config, [identityDataParts, applicantDataParts, formsDataParts, talentDataParts, integrationsDataParts]), IntegrationsModule, TalentModule] })
  class AtsTestModule {}
  return AtsTestModule;
}

export interface AtsKit {
  t: TestApp;
  ds: DataSource;
  sim: AtsSimulatorServer;
  call: ReturnType<typeof client>;
  admin(customerId: number): Promise<Session>;
  recruiter(customerId: number): Promise<Session>;
}

/** Integrations and talent on a fresh MariaDB database, BullMQ on Redis consuming, the simulator seeded for both customers. */
export async function startAtsKit(): Promise<AtsKit> {
  const t = await startTestApp(moduleFor, { redis: true });
  const sim = t.app.get(AtsSimulatorServer);
  await seedAtsSimulator(sim, ACME);
  await seedAtsSimulator(sim, GLOBEX);
  await t.app.get<JobQueue>(JOB_QUEUE).start();
  let userId = 700;
  return {
    t,
    ds: t.app.get(DataSource),
    sim,
    call: client(t.baseUrl),
    admin: (customerId) => sessionFor(t.app, 'user', (userId += 1), customerId),
    recruiter: (customerId) => sessionFor(t.app, 'user', (userId += 1), customerId, SEEDED_ROLE_IDS.RECRUITER),
  };
}
