import { ApplicantAltIdEntity } from '@attest/applicant';
import { ACME, GLOBEX, passportSection2, signedSection1, startCompliance, type ComplianceKit } from '../../__tests__/compliance-test-app';

const KEYS = ['corrections_signed', 'last_corrected_at', 'pending_sections', 'pending_since', 'record_id', 'state'];

describe('anonymous correction status (GET /api/v1/corrections/anonymous/{id}?externalId=)', () => {
  let k: ComplianceKit;
  let ada: number;
  let wes: number;
  let eve: number;
  /** No session: an external system (ATS, kiosk) that knows the applicant's external id; each block its own address. */
  const ask = (id: number, externalId: string | null, ip = '10.0.1.1') =>
    k.call('GET', `/api/v1/corrections/anonymous/${id}${externalId === null ? '' : `?externalId=${encodeURIComponent(externalId)}`}`, { headers: { 'x-forwarded-for': ip } });

  beforeAll(async () => {
    k = await startCompliance();
    ada = await signedSection1(k);
    wes = await signedSection1(k, k.wesSession, { i9_first_name: 'Wes', i9_last_name: 'Western' });
    eve = (await k.call('GET', '/api/v1/i9', { session: k.eveSession })).body.id as number;
    const alt = k.ds.getRepository(ApplicantAltIdEntity);
    await alt.insert([
      { customer_id: ACME, applicant_id: k.ada.applicant_id, alt_id_value: 'ATS-1001' },
      { customer_id: ACME, applicant_id: k.wes.applicant_id, alt_id_value: 'ATS-2002' },
      { customer_id: GLOBEX, applicant_id: k.eve.applicant_id, alt_id_value: 'ATS-1001' },
    ]);
  }, 90_000);
  afterAll(async () => k?.close());

  it('answers the state of the corrections, with no personal data', async () => {
    const none = await ask(ada, 'ATS-1001');
    expect(none).toMatchObject({ status: 200, body: { record_id: ada, state: 'none', pending_sections: [], pending_since: null, corrections_signed: 0, last_corrected_at: null } });
    expect((await k.call('POST', `/api/v1/i9/${ada}/section2/sign`, { session: k.admin, body: { value: passportSection2(), confirmed: true } })).status).toBe(200);
    expect((await k.call('POST', `/api/v1/corrections/${ada}/section2`, { session: k.compliance, body: { value: { employer_title: 'HR Director' } } })).status).toBe(200);
    const corrected = await ask(ada, 'ATS-1001');
    expect(corrected.body).toMatchObject({ state: 'corrected', pending_sections: [], corrections_signed: 1, last_corrected_at: expect.any(String) });
    expect((await k.call('POST', `/api/v1/corrections/${ada}/section1`, { session: k.compliance, body: { value: { i9_city: 'Butte' } } })).status).toBe(200);
    const pending = await ask(ada, 'ATS-1001');
    expect(pending.body).toMatchObject({ state: 'pending', pending_sections: ['section1'], pending_since: expect.any(String), corrections_signed: 1 });
    expect(Object.keys(pending.body).sort()).toEqual(KEYS);
    const text = JSON.stringify(pending.body);
    for (const personal of ['Ada', 'Lovelace', 'Butte', 'Helena', '6789', 'ada@acme.test', 'Carla', 'HR Director', 'ATS-1001']) {
      expect(text).not.toContain(personal);
    }
  });

  it('writes a trail row for each answer, by "anonymous" from the caller’s address', async () => {
    const trail = await k.call('GET', `/api/v1/i9/${ada}/trail`, { session: k.viewer });
    expect(trail.body.verification.ok).toBe(true);
    const views = (trail.body.rows as { action: string; target: string; actor_party: string; actor_name: string; ip: string }[]).filter((r) => r.target === 'corrections:anonymous');
    expect(views).toHaveLength(3);
    expect(views[0]).toMatchObject({ action: 'view', actor_party: 'system', actor_name: 'anonymous', ip: '10.0.1.1' });
  });

  it('answers 404 alike unless the id and the external id belong together, and writes nothing then', async () => {
    const seq = Number((await k.ds.query('SELECT trail_seq FROM i9_records WHERE id = ?', [wes]))[0].trail_seq);
    for (const [id, externalId] of [[wes, 'ATS-1001'], [ada, 'ATS-2002'], [ada, 'ats-1001'], [ada, 'ATS-100'], [eve, 'ATS-2002'], [999999, 'ATS-1001']] as const) {
      const res = await ask(id, externalId, '10.0.2.1');
      expect({ id, externalId, status: res.status, key: res.body.messageKey }).toEqual({ id, externalId, status: 404, key: 'not_found' });
    }
    // Another customer's record with the same external id value answers for that record only.
    expect((await ask(eve, 'ATS-1001', '10.0.2.1')).body).toMatchObject({ record_id: eve, state: 'none' });
    expect(Number((await k.ds.query('SELECT trail_seq FROM i9_records WHERE id = ?', [wes]))[0].trail_seq)).toBe(seq);
  });

  it('refuses a missing or oversized external id with 400 and a key', async () => {
    expect((await ask(ada, null, '10.0.3.1')).body).toMatchObject({ statusCode: 400, messageKey: 'validation_failed', details: { fields: { externalId: 'required_field' } } });
    expect((await ask(ada, '   ', '10.0.3.1')).body).toMatchObject({ statusCode: 400, details: { fields: { externalId: 'required_field' } } });
    expect((await ask(ada, 'x'.repeat(129), '10.0.3.1')).body).toMatchObject({ statusCode: 400, details: { fields: { externalId: 'es_max' } } });
  });

  it('limits guessing: 10 questions an hour per record, 30 a minute per address (429 too_many_requests)', async () => {
    // Wes's record was asked once above: 9 more (from as many addresses) fill its hour.
    for (let i = 0; i < 9; i++) {
      expect((await ask(wes, `guess-${i}`, `10.0.4.${i}`)).status).toBe(404);
    }
    expect((await ask(wes, 'ATS-2002', '10.0.4.99')).body).toMatchObject({ statusCode: 429, messageKey: 'too_many_requests' });
    for (let i = 0; i < 30; i++) {
      expect((await ask(900000 + i, 'guess', '10.0.5.1')).status).toBe(404);
    }
    expect((await ask(ada, 'ATS-1001', '10.0.5.1')).status).toBe(429);
    expect((await ask(ada, 'ATS-1001', '10.0.5.2')).status).toBe(200);
  });
});
