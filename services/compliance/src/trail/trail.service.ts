import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { fieldCipher, TenantRepository } from '@attest/platform';
import { I9RecordEntity } from '../records/entities';
import type { Actor } from '../shared/actor';
import { I9TrailEntity, type TrailAction } from './i9-trail.entity';
import { TrailChainCheck, type TrailVerification } from './trail-chain';
import { GENESIS_HASH, trailHash, trailTime } from './trail-hash';

export type { TrailVerification };

export interface TrailEntry {
  action: TrailAction;
  target?: string | null;
  /** Masked values only (payload-mask.ts). */
  before?: unknown;
  after?: unknown;
}

/** before/after at rest: masked JSON, encrypted (names, dates of birth and addresses are personal data); the hash covers the stored text. */
const seal = (v: unknown): string | null => (v === undefined || v === null ? null : fieldCipher().encrypt(JSON.stringify(v)));

/** The stored before/after as JSON again; a row whose text was altered reads as `{ unreadable: true }` (and fails verification). */
export function openTrailJson(stored: string | null): unknown {
  if (stored === null) {
    return null;
  }
  try {
    return JSON.parse(fieldCipher().decrypt(stored)) as unknown;
  } catch {
    return { unreadable: true };
  }
}

/** The hash-chained trail of each I-9: append (inside the caller's transaction) and verify. */
@Injectable()
export class TrailService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  /**
   * Appends one row. `record` must have been locked in this transaction (lockRecord): its trail_seq and
   * trail_head are the chain's end, and are moved on here.
   */
  async append(m: EntityManager, record: I9RecordEntity, actor: Actor, entry: TrailEntry): Promise<I9TrailEntity> {
    const row: Omit<I9TrailEntity, 'id' | 'hash'> = {
      customer_id: record.customer_id,
      record_id: record.id,
      seq: record.trail_seq + 1,
      at: trailTime(),
      actor_party: actor.party,
      actor_id: actor.id,
      actor_name: actor.name,
      acting_user_id: actor.actingUserId,
      ip: actor.ip,
      action: entry.action,
      target: entry.target ?? null,
      before_json: seal(entry.before),
      after_json: seal(entry.after),
      prev_hash: record.trail_head ?? GENESIS_HASH,
    };
    const hash = trailHash(row);
    const saved = await m.save(m.create(I9TrailEntity, { ...row, hash }));
    await new TenantRepository(m, I9RecordEntity).update(record.customer_id, { id: record.id }, { trail_seq: row.seq, trail_head: hash });
    record.trail_seq = row.seq;
    record.trail_head = hash;
    return saved;
  }

  list(customerId: number, recordId: number, db: DataSource | EntityManager = this.ds): Promise<I9TrailEntity[]> {
    return new TenantRepository(db, I9TrailEntity).query(customerId, 't').andWhere('t.record_id = :recordId', { recordId }).orderBy('t.seq', 'ASC').getMany();
  }

  /** verifyTrail(recordId) of the issue, for one customer's record (404 when it is not theirs). */
  async verifyTrail(customerId: number, recordId: number): Promise<TrailVerification> {
    const record = await new TenantRepository(this.ds, I9RecordEntity).findOneOr404(customerId, { id: recordId });
    return this.verify(record);
  }

  /** Recomputes the chain of a record and reports the first row that does not verify. */
  async verify(record: Pick<I9RecordEntity, 'id' | 'customer_id' | 'trail_seq' | 'trail_head'>, db: DataSource | EntityManager = this.ds): Promise<TrailVerification> {
    return verifyTrailRows(await this.list(record.customer_id, record.id, db), record);
  }
}

/** The check itself: seq 1..n without gaps, each prev_hash the previous hash, each hash recomputed, the end the record's head. */
export function verifyTrailRows(rows: I9TrailEntity[], head: Pick<I9RecordEntity, 'trail_seq' | 'trail_head'>): TrailVerification {
  const check = new TrailChainCheck();
  for (const row of rows) {
    check.add(row);
  }
  return check.result(head);
}
