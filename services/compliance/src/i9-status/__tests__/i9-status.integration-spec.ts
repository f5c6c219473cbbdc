import { ACME, GLOBEX, HQ, citizenSection1, countRows, insertApplicant, sessionFor, startCompliance, type ComplianceKit } from '../../__tests__/compliance-test-app';

describe('GET /api/v1/i9/status: the applicant’s I-9 at a glance (read-only)', () => {
  let k: ComplianceKit;
  beforeAll(async () => {
    k = await startCompliance();
  }, 60_000);
  afterAll(async () => k?.close());

  const rows = async (applicantId: number) => ({
    records: await countRows(k.ds, 'i9_records', `applicant_id = ${applicantId}`),
    trail: await countRows(k.ds, 'i9_trail', `record_id IN (SELECT id FROM i9_records WHERE applicant_id = ${applicantId})`),
  });

  it('answers "not started" without creating a record or writing a trail row', async () => {
    const nia = await insertApplicant(k.t.app, ACME, { first_name: 'Nia', last_name: 'New', email: 'nia@acme.test', location_id: HQ });
    const session = await sessionFor(k.t.app, 'applicant', nia.applicant_id, ACME);
    const res = await k.call('GET', '/api/v1/i9/status', { session });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ started: false, status: null, section1: 'not_started', section1_due: null, first_day_of_employment: null, section1_signed_at: null });
    expect(await rows(nia.applicant_id)).toEqual({ records: 0, trail: 0 });
  });

  it('follows Section 1 from opened to draft to signed to a pending correction, with the due date once the first day is set; never adding trail rows', async () => {
    const ola = await insertApplicant(k.t.app, ACME, { first_name: 'Ola', last_name: 'Onboard', email: 'ola@acme.test', location_id: HQ });
    const session = await sessionFor(k.t.app, 'applicant', ola.applicant_id, ACME);
    const status = async () => {
      const before = await rows(ola.applicant_id);
      const res = await k.call('GET', '/api/v1/i9/status', { session });
      expect(res.status).toBe(200);
      expect(await rows(ola.applicant_id)).toEqual(before);
      return res.body as Record<string, unknown>;
    };

    const opened = await k.call('GET', '/api/v1/i9', { session });
    expect(opened.status).toBe(200);
    expect(await status()).toMatchObject({ started: true, status: 'section1_pending', section1: 'not_started', section1_due: null });

    expect((await k.call('PUT', '/api/v1/i9/section1', { session, body: citizenSection1({ i9_first_name: 'Ola', i9_last_name: 'Onboard' }) })).status).toBe(200);
    expect(await status()).toMatchObject({ section1: 'draft', section1_signed_at: null });

    const firstDay = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const employment = await k.call('PUT', `/api/v1/i9/${opened.body.id}/employment`, { session: k.compliance, body: { first_day_of_employment: firstDay } });
    expect(employment.status).toBe(200);
    expect(employment.body.section1_due).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await status()).toMatchObject({ first_day_of_employment: firstDay, section1_due: employment.body.section1_due });

    expect((await k.call('POST', '/api/v1/i9/section1/sign', { session, body: { confirmed: true } })).status).toBe(200);
    const signed = await status();
    expect(signed).toMatchObject({ status: 'section1_signed', section1: 'signed' });
    expect(new Date(String(signed.section1_signed_at)).getTime()).toBeGreaterThan(Date.now() - 60_000);

    // A change after signing is a correction waiting for the employee's signature.
    expect((await k.call('PUT', '/api/v1/i9/section1', { session, body: { i9_city: 'Butte' } })).status).toBe(200);
    expect(await status()).toMatchObject({ status: 'section1_signed', section1: 'correction_pending' });
  });

  it('is for applicants only, each seeing their own: staff are refused; another customer’s applicant sees nothing of acme’s', async () => {
    expect((await k.call('GET', '/api/v1/i9', { session: k.adaSession })).status).toBe(200);
    expect((await k.call('GET', '/api/v1/i9/status', { session: k.adaSession })).body).toMatchObject({ started: true });
    const staff = await k.call('GET', '/api/v1/i9/status', { session: k.admin });
    expect(staff.status).toBe(403);
    expect(staff.body.messageKey).toEqual(expect.any(String));
    const eve = await k.call('GET', '/api/v1/i9/status', { session: k.eveSession });
    expect(eve).toMatchObject({ status: 200, body: { started: false } });
    expect(await countRows(k.ds, 'i9_records', `customer_id = ${GLOBEX}`)).toBe(0);
    expect((await k.call('GET', '/api/v1/i9/status', {})).status).toBe(401);
  });
});
