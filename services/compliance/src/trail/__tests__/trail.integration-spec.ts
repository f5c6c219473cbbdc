import { passportSection2, signedSection1, startCompliance, type ComplianceKit } from '../../__tests__/compliance-test-app';
import { TrailService } from '../trail.service';

describe('the hash-chained I-9 trail', () => {
  let k: ComplianceKit;
  let recordId: number;
  beforeAll(async () => {
    k = await startCompliance();
    recordId = await signedSection1(k);
    await k.call('POST', `/api/v1/i9/${recordId}/section2/sign`, { session: k.admin, body: { value: passportSection2(), confirmed: true }, headers: { 'x-forwarded-for': '10.3.3.3' } });
  }, 60_000);
  afterAll(async () => k?.close());

  const verify = () => k.t.app.get(TrailService).verifyTrail(1, recordId);

  it('records who, when, from where and what (masked), and verifies', async () => {
    const res = await k.call('GET', `/api/v1/i9/${recordId}/trail`, { session: k.viewer });
    expect(res.status).toBe(200);
    expect(res.body.verification).toEqual({ ok: true, rows: 5, broken_at: null, reason: null });
    expect(res.body.rows.map((r: { action: string }) => r.action)).toEqual(['create', 'view', 'update', 'sign', 'sign']);
    const s2 = res.body.rows[4];
    expect(s2).toMatchObject({ actor_party: 'user', actor_id: 900, ip: '10.3.3.3', target: 'section2#1', after: { documents: [{ document_number: '*****5678' }] } });
    expect(JSON.stringify(res.body)).not.toContain('123456789');
    expect(res.body.rows[2]).toMatchObject({ action: 'update', after: { i9_last_name: 'Lovelace', i9_ssn: '*****6789' } });
    const raw = (await k.ds.query('SELECT before_json, after_json FROM i9_trail WHERE record_id = ?', [recordId])) as Record<string, string | null>[];
    expect(JSON.stringify(raw)).not.toContain('Lovelace');
    expect((await verify()).ok).toBe(true);
  });

  it('fails verification after a row is edited in SQL, and names the row', async () => {
    await k.ds.query("UPDATE i9_trail SET ip = '6.6.6.6' WHERE record_id = ? AND seq = 4", [recordId]);
    expect(await verify()).toMatchObject({ ok: false, broken_at: 4, reason: 'hash_mismatch' });
    const res = await k.call('GET', `/api/v1/i9/${recordId}/trail`, { session: k.admin });
    expect(res.body.verification).toMatchObject({ ok: false, broken_at: 4 });
  });

  it('fails verification when a row is re-hashed to hide an edit, or removed', async () => {
    const service = k.t.app.get(TrailService);
    const [row] = await service.list(1, recordId).then((rows) => rows.filter((r) => r.seq === 4));
    const { trailHash } = await import('../trail-hash');
    await k.ds.query('UPDATE i9_trail SET hash = ? WHERE id = ?', [trailHash(row), row.id]);
    expect(await verify()).toMatchObject({ ok: false, broken_at: 5, reason: 'chain_broken' });
    await k.ds.query('DELETE FROM i9_trail WHERE record_id = ? AND seq >= 4', [recordId]);
    expect(await verify()).toMatchObject({ ok: false, reason: 'head_mismatch' });
  });
});
