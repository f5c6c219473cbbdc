import { csvLine } from '@attest/platform';
import type { I9TrailEntity } from './i9-trail.entity';
import type { TrailVerification } from './trail-chain';
import { openTrailJson } from './trail.service';

/** The trail export's columns (decision 0019): the trail view's fields, in the chain's order. */
export const TRAIL_CSV_COLUMNS = ['seq', 'when', 'who', 'party', 'actor_id', 'acting_user_id', 'ip', 'action', 'target', 'before', 'after', 'prev_hash', 'hash'] as const;

const json = (stored: string | null): string => {
  const value = openTrailJson(stored);
  return value === null ? '' : JSON.stringify(value);
};

/** One row: before/after as the trail view answers them (the masked JSON the row was written with). */
export function trailCsvLine(row: I9TrailEntity): string {
  return csvLine([
    row.seq,
    new Date(row.at).toISOString(),
    row.actor_name,
    row.actor_party,
    row.actor_id,
    row.acting_user_id,
    row.ip,
    row.action,
    row.target,
    json(row.before_json),
    json(row.after_json),
    row.prev_hash,
    row.hash,
  ]);
}

/** The last line: `verification,ok|failed,rows,broken_at,reason,checked_at`. */
export function verificationCsvLine(v: TrailVerification, checkedAt: Date): string {
  return csvLine(['verification', v.ok ? 'ok' : 'failed', v.rows, v.broken_at, v.reason, checkedAt.toISOString()]);
}
