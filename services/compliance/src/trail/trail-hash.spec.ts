import type { I9TrailEntity } from './i9-trail.entity';
import { GENESIS_HASH, trailHash, trailTime } from './trail-hash';
import { verifyTrailRows } from './trail.service';

function chain(n: number): I9TrailEntity[] {
  const rows: I9TrailEntity[] = [];
  let prev = GENESIS_HASH;
  for (let seq = 1; seq <= n; seq += 1) {
    const row = {
      id: seq, customer_id: 1, record_id: 7, seq, at: trailTime(new Date(Date.UTC(2025, 0, seq, 10, 0, 0, 456))), actor_party: 'user', actor_id: 9, actor_name: 'Carla',
      acting_user_id: null, ip: '10.0.0.1', action: 'view' as const, target: null, before_json: null, after_json: JSON.stringify({ n: seq }), prev_hash: prev, hash: '',
    };
    row.hash = trailHash(row);
    prev = row.hash;
    rows.push(row);
  }
  return rows;
}

describe('trail hash chain', () => {
  it('keeps whole seconds and verifies an intact chain against the record head', () => {
    const rows = chain(3);
    expect(rows[0].at.getUTCMilliseconds()).toBe(0);
    expect(verifyTrailRows(rows, { trail_seq: 3, trail_head: rows[2].hash })).toEqual({ ok: true, rows: 3, broken_at: null, reason: null });
  });

  it('names the first row that was edited, re-hashed, removed or cut off', () => {
    const edited = chain(3);
    edited[1].actor_name = 'Mallory';
    expect(verifyTrailRows(edited, { trail_seq: 3, trail_head: edited[2].hash })).toMatchObject({ ok: false, broken_at: 2, reason: 'hash_mismatch' });
    const rehashed = chain(3);
    rehashed[1].after_json = '{"n":99}';
    rehashed[1].hash = trailHash(rehashed[1]);
    expect(verifyTrailRows(rehashed, { trail_seq: 3, trail_head: rehashed[2].hash })).toMatchObject({ ok: false, broken_at: 3, reason: 'chain_broken' });
    const removed = chain(3);
    expect(verifyTrailRows([removed[0], removed[2]], { trail_seq: 3, trail_head: removed[2].hash })).toMatchObject({ ok: false, broken_at: 2, reason: 'seq_gap' });
    const cut = chain(3);
    expect(verifyTrailRows(cut.slice(0, 2), { trail_seq: 3, trail_head: cut[2].hash })).toMatchObject({ ok: false, broken_at: 3, reason: 'head_mismatch' });
  });
});
