import { DataSource } from 'typeorm';
import { client, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import type { ApplicantEntity } from '../../applicant-record/entities';
import { applicantTestModule, auditRows, insertApplicant, sessionFor } from '../../__tests__/applicant-fixtures';

describe('applicant properties (GET /api/v1/properties, PATCH /api/v1/properties/multi, staff v2)', () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let ada: ApplicantEntity;
  let bob: ApplicantEntity;
  let eve: ApplicantEntity;
  let adaSession: Session;
  let staff: Session;
  const patch = (session: Session, body: unknown) => call('PATCH', '/api/v1/properties/multi', { session, body });
  const propRows = async (id: number) =>
    (await t.app.get(DataSource).query('SELECT state, code, value FROM applicant_props WHERE applicant_id = ? ORDER BY state, code', [id])) as { state: string; code: string; value: string }[];

  beforeAll(async () => {
    t = await startTestApp(applicantTestModule);
    call = client(t.baseUrl);
    ada = await insertApplicant(t.app, 1, { first_name: 'Ada' });
    bob = await insertApplicant(t.app, 1, { first_name: 'Bob' });
    eve = await insertApplicant(t.app, 2, { first_name: 'Eve' });
    adaSession = await sessionFor(t.app, 'applicant', ada.applicant_id, 1);
    staff = await sessionFor(t.app, 'user', 900, 1);
  });
  afterAll(async () => t.close());

  it('answers empty props for a new applicant', async () => {
    const res = await call('GET', '/api/v1/properties', { session: adaSession });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ props: {}, state_props: {} });
  });

  it('stores general and state properties (prefix or state field), joins lists with ||, and audits', async () => {
    const res = await patch(adaSession, [
      { code: 'shifts', value: 'Day||Night', state: null },
      { code: 'days', value: ['Monday', 'Friday'] },
      { code: 'travel', value: '20', state: '' },
      { code: 'MT_allowances', value: '2', state: null },
      { code: 'MT-filing_status', value: 'single' },
      { code: 'additional_withholding', value: '15', state: 'on' },
      { code: 'presceening_is_exempt', value: '0' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      props: { shifts: 'Day||Night', days: 'Monday||Friday', travel: '20', presceening_is_exempt: '0' },
      state_props: { MT: { allowances: '2', filing_status: 'single' }, ON: { additional_withholding: '15' } },
    });
    expect(await call('GET', '/api/v1/properties', { session: adaSession })).toMatchObject({ body: res.body });
    const [audit] = await auditRows(t.app, 'applicant', ada.applicant_id);
    expect(audit.actor_party).toBe('applicant');
    expect(audit.changes).toMatchObject({ 'props.shifts': { from: null, to: 'Day||Night' }, 'state_props.MT.allowances': { from: null, to: '2' } });
  });

  it('updates, and removes with null, the later item of the same key winning', async () => {
    const res = await patch(adaSession, [
      { code: 'travel', value: '50' },
      { code: 'shifts', value: null },
      { code: 'MT_allowances', value: '3' },
      { code: 'MT_allowances', value: '4' },
    ]);
    expect(res.body.props).toEqual({ days: 'Monday||Friday', travel: '50', presceening_is_exempt: '0' });
    expect(res.body.state_props.MT).toEqual({ allowances: '4', filing_status: 'single' });
    const audits = await auditRows(t.app, 'applicant', ada.applicant_id);
    expect(audits[audits.length - 1].changes).toEqual({
      'props.travel': { from: '20', to: '50' },
      'props.shifts': { from: 'Day||Night', to: null },
      'state_props.MT.allowances': { from: '2', to: '4' },
    });
    const same = await patch(adaSession, [{ code: 'travel', value: '50' }]);
    expect(same.status).toBe(200);
    expect(await auditRows(t.app, 'applicant', ada.applicant_id)).toHaveLength(audits.length);
  });

  it('refuses the whole batch for one unknown code, a bad state or value, storing nothing', async () => {
    const before = await propRows(ada.applicant_id);
    const unknown = await patch(adaSession, [{ code: 'travel', value: '5' }, { code: 'favourite_colour', value: 'blue' }, { code: 'XX_allowances', value: '1' }]);
    expect(unknown.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      messageKey: 'unknown_property',
      details: { fields: { '[1].code': 'unknown_property', '[2].code': 'unknown_property' } },
    });
    const attempts = [
      await patch(adaSession, [{ code: 'travel', value: '5', state: 'XX' }]),
      await patch(adaSession, [{ code: 'MT_allowances', value: '5', state: 'CA' }]),
      await patch(adaSession, [{ code: 'travel', value: 5 }]),
      await patch(adaSession, [{ code: 'pay_history', value: 'x'.repeat(4001) }]),
      await patch(adaSession, [{ code: 'travel', value: '5', customer_id: 2 }]),
      await patch(adaSession, { code: 'travel', value: '5' }),
    ];
    expect(attempts.map((a) => [a.status, a.body.messageKey, a.body.details?.fields])).toEqual([
      [400, 'validation_failed', { '[0].state': 'invalid_entry' }],
      [400, 'validation_failed', { '[0].state': 'invalid_entry' }],
      [400, 'validation_failed', { '[0].value': 'invalid_entry' }],
      [400, 'validation_failed', { '[0].value': 'es_max' }],
      [400, 'validation_failed', { '[0].customer_id': 'unknown_field' }],
      [400, 'body_required', undefined],
    ]);
    expect(await propRows(ada.applicant_id)).toEqual(before);
  });

  it('two first writes of the same property at once both succeed and leave one row (the last one wins)', async () => {
    const cy = await insertApplicant(t.app, 1, { first_name: 'Cy' });
    const cySession = await sessionFor(t.app, 'applicant', cy.applicant_id, 1);
    for (let round = 0; round < 3; round++) {
      const code = ['shifts', 'travel', 'days'][round];
      const answers = await Promise.all(['A', 'B', 'C', 'D', 'E', 'F'].map((v) => patch(cySession, [{ code, value: v }])));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const rows = (await propRows(cy.applicant_id)).filter((r) => r.code === code);
      expect(rows).toHaveLength(1);
      expect(['A', 'B', 'C', 'D', 'E', 'F']).toContain(rows[0].value);
    }
  });

  it('takes a value of exactly 4000 characters', async () => {
    const res = await patch(adaSession, [{ code: 'pay_history', value: 'p'.repeat(4000) }]);
    expect(res.status).toBe(200);
    expect((res.body.props.pay_history as string).length).toBe(4000);
  });

  it("lets staff read and write an applicant's properties of their customer only", async () => {
    const v2 = (c: number, a: number) => `/api/v2/customers/${c}/applicants/${a}/properties`;
    const res = await call('PATCH', `${v2(1, bob.applicant_id)}/multi`, { session: staff, body: [{ code: 'tax_state', value: 'MT' }] });
    expect(res.body).toEqual({ props: { tax_state: 'MT' }, state_props: {} });
    expect((await call('GET', v2(1, bob.applicant_id), { session: staff })).body.props).toEqual({ tax_state: 'MT' });
    const [audit] = await auditRows(t.app, 'applicant', bob.applicant_id);
    expect(audit.actor_party).toBe('user');
    const foreign = await call('PATCH', `${v2(1, eve.applicant_id)}/multi`, { session: staff, body: [{ code: 'tax_state', value: 'MT' }] });
    expect(foreign.body).toMatchObject({ statusCode: 404, messageKey: 'not_found' });
    expect((await call('PATCH', `${v2(2, eve.applicant_id)}/multi`, { session: staff, body: [{ code: 'tax_state', value: 'MT' }] })).status).toBe(404);
    expect(await propRows(eve.applicant_id)).toEqual([]);
  });

  it("keeps an applicant to their own properties", async () => {
    const v2 = `/api/v2/customers/1/applicants/${bob.applicant_id}/properties`;
    expect((await call('PATCH', `${v2}/multi`, { session: adaSession, body: [{ code: 'tax_state', value: 'CA' }] })).status).toBe(404);
    expect((await call('GET', v2, { session: adaSession })).status).toBe(404);
    expect(await propRows(bob.applicant_id)).toEqual([{ state: '', code: 'tax_state', value: 'MT' }]);
    expect((await call('GET', '/api/v1/properties', { session: staff })).status).toBe(403);
    expect((await call('PATCH', '/api/v1/properties/multi', { body: [] })).status).toBe(401);
  });
});
