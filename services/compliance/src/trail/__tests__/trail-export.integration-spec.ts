import { parse } from 'csv-parse/sync';
import { passportSection2, signedSection1, startCompliance, type ComplianceKit } from '../../__tests__/compliance-test-app';

/** GET /api/v1/i9/{id}/trail/export: the trail as CSV, masked as the view, verified on the last line (decision 0019). */
describe('the I-9 trail export (integration)', () => {
  let k: ComplianceKit;
  let recordId: number;
  const exportAs = (session = k.viewer, id = recordId) => k.call('GET', `/api/v1/i9/${id}/trail/export`, { session, headers: { accept: 'text/csv' } });
  const rowsOf = (csv: string) => parse(csv, { relax_column_count: true }) as string[][];
  const dbTrail = async () =>
    (await k.ds.query('SELECT seq, action, target, actor_party, actor_id, ip, hash, prev_hash FROM i9_trail WHERE record_id = ? ORDER BY seq', [recordId])) as {
      seq: number; action: string; target: string | null; actor_party: string; actor_id: number; ip: string | null; hash: string; prev_hash: string;
    }[];

  beforeAll(async () => {
    k = await startCompliance();
    recordId = await signedSection1(k);
    const signed = await k.call('POST', `/api/v1/i9/${recordId}/section2/sign`, { session: k.admin, body: { value: passportSection2(), confirmed: true }, headers: { 'x-forwarded-for': '10.3.3.3' } });
    expect(signed.status).toBe(200);
  }, 60_000);
  afterAll(async () => k?.close());

  it('streams every row with who, when, party, IP, action, target, masked before/after, seq and hash, then the verification (a Viewer may)', async () => {
    const before = await dbTrail();
    const res = await exportAs();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`attachment; filename="i9-${recordId}-trail-\\d{4}-\\d{2}-\\d{2}\\.csv"`));
    expect(res.headers.get('cache-control')).toContain('no-store');
    const csv = res.body as string;
    const [header, ...rest] = rowsOf(csv);
    expect(header).toEqual(['seq', 'when', 'who', 'party', 'actor_id', 'acting_user_id', 'ip', 'action', 'target', 'before', 'after', 'prev_hash', 'hash']);
    const rows = rest.slice(0, -1);
    expect(rows.map((r) => Number(r[0]))).toEqual(before.map((r) => r.seq));
    expect(rows.map((r) => [r[3], r[7], r[8] || null, r[11], r[12]])).toEqual(before.map((r) => [r.actor_party, r.action, r.target, r.prev_hash, r.hash]));
    const s2 = rows.find((r) => r[7] === 'sign' && r[8] === 'section2#1');
    expect(s2).toBeDefined();
    expect(s2?.[6]).toBe('10.3.3.3');
    expect(s2?.[4]).toBe('900');
    expect(new Date(s2?.[1] ?? '').toISOString()).toBe(s2?.[1]);
    expect(JSON.parse(s2?.[10] ?? '{}')).toMatchObject({ documents: [{ document_number: '*****5678' }] });
    const s1 = rows.find((r) => r[7] === 'update' && r[8] === 'section1#1');
    expect(s1?.[2]).toBe('Ada Lovelace');
    expect(JSON.parse(s1?.[10] ?? '{}')).toMatchObject({ i9_ssn: '*****6789', i9_last_name: 'Lovelace' });
    // Masked as the trail view shows: no SSN or document number in the clear.
    expect(csv).not.toContain('123456789');
    expect(csv).not.toContain('X12345678');
    expect(rest.at(-1)?.slice(0, 5)).toEqual(['verification', 'ok', String(before.length), '', '']);
    // The export is itself a trail row: a view of the trail by the Viewer (not in the file it made).
    expect((await dbTrail()).at(-1)).toMatchObject({ seq: before.length + 1, action: 'view', target: 'trail_export', actor_party: 'user', actor_id: 903 });
  });

  it('is refused for another customer or location (404, nothing written) and for an applicant token (403)', async () => {
    const rows = (await dbTrail()).length;
    expect(await exportAs(k.globexAdmin)).toMatchObject({ status: 404 });
    expect(await exportAs(k.westCompliance)).toMatchObject({ status: 404 });
    expect(await exportAs(k.adaSession)).toMatchObject({ status: 403 });
    expect(await exportAs(k.viewer, 999_999)).toMatchObject({ status: 404 });
    expect((await dbTrail()).length).toBe(rows);
  });

  it('says on its last line where the chain breaks after a row is edited in SQL', async () => {
    await k.ds.query("UPDATE i9_trail SET ip = '6.6.6.6' WHERE record_id = ? AND seq = 4", [recordId]);
    const res = await exportAs(k.compliance);
    expect(res.status).toBe(200);
    const rows = rowsOf(res.body as string);
    expect(rows.find((r) => r[0] === '4')?.[6]).toBe('6.6.6.6');
    expect(rows.at(-1)?.slice(0, 5)).toEqual(['verification', 'failed', String(rows.length - 2), '4', 'hash_mismatch']);
  });
});
