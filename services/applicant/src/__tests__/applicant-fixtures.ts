import { Module, type INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PlatformModule, type AppConfig } from '@attest/platform';

import { applicantDataParts } from '../applicant-data';
import { ApplicantModule } from '../applicant.module';
import { ApplicantEntity } from '../applicant-record/entities';

/** Inserts an applicant row directly (identity's register flow is tested in services/identity). */
export async function insertApplicant(app: INestApplication, customerId: number, fields: Partial<ApplicantEntity>): Promise<ApplicantEntity> {
  const ds = app.get(DataSource);
  const now = new Date();
  return ds.getRepository(ApplicantEntity).save({
    customer_id: customerId,
    email: `${Math.random().toString(36).slice(2)}@example.com`,
    date_registered: now,
    last_updated: now,
    verified: 1,
    ...fields,
  });
}

export { sessionFor } from '@attest/platform/testing';

/** The applicant service alone on a fresh database (what each feature's integration test boots). */
export function applicantTestModule(config: AppConfig) {
  @Module({ imports: [PlatformModule.forRoot(config, [applicantDataParts]), ApplicantModule] })
  class ApplicantTestModule {}
  return ApplicantTestModule;
}

/** Audit rows of one entity, newest last, with their changes parsed. */
export async function auditRows(app: INestApplication, entity: string, entityId?: number) {
  const rows = (await app
    .get(DataSource)
    .query(`SELECT entity_id, action, actor_party, changes FROM audit_log WHERE entity = ?${entityId === undefined ? '' : ' AND entity_id = ?'} ORDER BY id`, entityId === undefined ? [entity] : [entity, String(entityId)])) as {
    entity_id: string;
    action: string;
    actor_party: string;
    changes: string;
  }[];
  return rows.map((r) => ({ ...r, changes: JSON.parse(r.changes) as Record<string, { from: unknown; to: unknown }> }));
}
