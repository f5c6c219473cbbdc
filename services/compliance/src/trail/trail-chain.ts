import type { I9RecordEntity } from '../records/entities';
import type { I9TrailEntity } from './i9-trail.entity';
import { GENESIS_HASH, trailHash } from './trail-hash';

export interface TrailVerification {
  ok: boolean;
  rows: number;
  /** The seq of the first row that does not verify (or where the chain ends early), else null. */
  broken_at: number | null;
  reason: 'hash_mismatch' | 'chain_broken' | 'seq_gap' | 'head_mismatch' | null;
}

type Head = Pick<I9RecordEntity, 'trail_seq' | 'trail_head'>;

/**
 * The chain check one row at a time (seq 1..n without gaps, each prev_hash the previous hash, each hash
 * recomputed, the end the record's head), so a trail can be verified while it is streamed page by page.
 * The first failure is kept; later rows are only counted.
 */
export class TrailChainCheck {
  private prev = GENESIS_HASH;
  private count = 0;
  private failure: Pick<TrailVerification, 'broken_at' | 'reason'> | null = null;

  add(row: I9TrailEntity): void {
    this.count += 1;
    if (this.failure) {
      return;
    }
    if (row.seq !== this.count) {
      this.failure = { broken_at: this.count, reason: 'seq_gap' };
    } else if (row.prev_hash !== this.prev) {
      this.failure = { broken_at: row.seq, reason: 'chain_broken' };
    } else if (trailHash(row) !== row.hash) {
      this.failure = { broken_at: row.seq, reason: 'hash_mismatch' };
    } else {
      this.prev = row.hash;
    }
  }

  result(head: Head): TrailVerification {
    if (this.failure) {
      return { ok: false, rows: this.count, ...this.failure };
    }
    if (this.count !== head.trail_seq || (this.count > 0 && this.prev !== head.trail_head)) {
      return { ok: false, rows: this.count, broken_at: this.count + 1, reason: 'head_mismatch' };
    }
    return { ok: true, rows: this.count, broken_at: null, reason: null };
  }
}
