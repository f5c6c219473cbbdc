import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TokenService, type Party } from '@attest/platform';
import type { Session } from '@attest/platform/testing';
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

export async function sessionFor(app: INestApplication, party: Party, subjectId: number, customerId: number): Promise<Session> {
  const { token } = await app.get(TokenService).issue({ kind: 'access', party, subjectId, customerId, ttlMinutes: 30 });
  return { token, party, customerId };
}
