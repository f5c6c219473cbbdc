import type { EntityManager } from 'typeorm';
import type { I9AuthRepData } from '@attest/contracts';
import { TenantRepository } from '@attest/platform';
import type { I9RecordEntity } from '../records/entities';
import { I9SecondSignerEntity } from './entities/i9-second-signer.entity';

const repo = (m: EntityManager) => new TenantRepository(m, I9SecondSignerEntity);

/** The record's representative (one per record), if one was chosen. Call with the record locked. */
export function findSecondSigner(m: EntityManager, record: Pick<I9RecordEntity, 'customer_id' | 'id'>): Promise<I9SecondSignerEntity | null> {
  return repo(m).findOne(record.customer_id, { record_id: record.id });
}

/**
 * The link's row by the token's hash, whatever the customer: the token is the guest's only credential.
 * Everything after this is scoped by the row's customer_id.
 */
export function findByTokenHash(m: EntityManager, tokenHash: string): Promise<I9SecondSignerEntity | null> {
  return m.getRepository(I9SecondSignerEntity).findOne({ where: { token_hash: tokenHash } });
}

/**
 * Chooses (or replaces) the representative: a new person or contact starts over ('pending', no link);
 * the link of the previous choice stops working.
 */
export async function saveChoice(m: EntityManager, record: I9RecordEntity, existing: I9SecondSignerEntity | null, d: I9AuthRepData): Promise<I9SecondSignerEntity> {
  const now = new Date();
  const choice = { first_name: d.first_name, last_name: d.last_name, email: d.email, mobile: d.mobile, contact_method: d.contact_method };
  const reset = { status: 'pending' as const, token_hash: null, token_expires_at: null, used_at: null, review_note: null, updated_at: now };
  if (existing) {
    await patchSecondSigner(m, existing, { ...choice, ...reset });
    return existing;
  }
  return repo(m).insert(record.customer_id, { record_id: record.id, ...choice, ...reset, invited_at: null, last_activity_at: null, invited_by_party: null, invited_by_id: null, created_at: now });
}

/** Changes columns of the row and keeps the entity in step. */
export async function patchSecondSigner(m: EntityManager, row: I9SecondSignerEntity, patch: Partial<I9SecondSignerEntity>): Promise<void> {
  const next = { ...patch, updated_at: new Date() };
  await repo(m).update(row.customer_id, { id: row.id }, next);
  Object.assign(row, next);
}
