import { createHash } from 'crypto';
import type { I9TrailEntity } from './i9-trail.entity';

/** The first row's prev_hash. */
export const GENESIS_HASH = '0'.repeat(64);

type HashedFields = Omit<I9TrailEntity, 'id' | 'hash'>;

/**
 * The canonical text of a trail row: a JSON array in a fixed order (no key ordering to depend on),
 * the time as ISO-8601 UTC in whole seconds, before/after as the stored JSON text.
 */
export function canonicalTrailRow(row: HashedFields): string {
  return JSON.stringify([
    row.customer_id, row.record_id, row.seq, new Date(row.at).toISOString(),
    row.actor_party, row.actor_id, row.actor_name ?? null, row.acting_user_id ?? null, row.ip ?? null,
    row.action, row.target ?? null, row.before_json ?? null, row.after_json ?? null, row.prev_hash,
  ]);
}

/** sha256 over the canonical row and the previous row's hash (hex). */
export function trailHash(row: HashedFields): string {
  return createHash('sha256').update(canonicalTrailRow(row)).update(row.prev_hash).digest('hex');
}

/** Trail times are kept in whole seconds: every database stores them exactly, so hashes recompute. */
export function trailTime(now = new Date()): Date {
  return new Date(Math.floor(now.getTime() / 1000) * 1000);
}
