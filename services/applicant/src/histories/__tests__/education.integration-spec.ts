import { ACME, countRows, GLOBEX, insertApplicant, sessionFor, startEdocs, type EdocsTestKit } from '@attest/edocs/testing';

describe('education history (entity manager education functions)', () => {
  let k: EdocsTestKit;
  beforeAll(async () => {
    k = await startEdocs();
  }, 60_000);
  afterAll(async () => k.t.close());

  const url = (applicantId: number, customerId = ACME) => `/api/v2/customers/${customerId}/applicants/${applicantId}/education`;
  const school = { school: 'Helena High', degree: 'HS', major: null, city: 'Helena', state: 'MT', grad_year: '2010' };

  it('stores records with an EDU_DEGREE degree and answers them under education_id', async () => {
    const res = await k.call('POST', url(k.ada.applicant_id), {
      session: k.adaSession,
      body: [
        { education_id: null, temp_id: 1700000000000, active: 1, ...school, custom_fields: [] },
        { temp_id: 1700000000001, school: 'Montana State', degree: 'BA', major: 'CS', state: 'MT', grad_year: 2014, start_date: '2010-09-01', end_date: '2010-01-01' },
      ],
    });
    expect(res.status).toBe(200);
    const [hs, msu] = res.body;
    expect(hs).toEqual({ education_id: hs.temp_id, temp_id: hs.temp_id, applicant_id: k.ada.applicant_id, active: 1, ...school, start_date: null, end_date: null, custom_fields: [] });
    expect(msu).toMatchObject({ degree: 'BA', major: 'CS', grad_year: '2014', start_date: '2010-09-01', end_date: '2010-09-01', city: null });
    expect((await k.call('GET', url(k.ada.applicant_id), { session: k.staff })).body).toEqual(res.body);
  });

  it('refuses a degree outside EDU_DEGREE, a state outside the list, a bad year and a missing school, storing nothing', async () => {
    const [hs] = (await k.call('GET', url(k.ada.applicant_id), { session: k.adaSession })).body;
    const before = await countRows(k.ds, 'apl_education');
    const res = await k.call('POST', url(k.ada.applicant_id), {
      session: k.adaSession,
      body: [
        { ...hs, school: 'Renamed High' },
        { school: 'X', degree: 'BOGUS', state: 'Montana', grad_year: '15' },
        { school: ' ', degree: 'MA', grad_year: '1850', end_date: 'tomorrow' },
      ],
    });
    expect(res.body).toMatchObject({ statusCode: 400, messageKey: 'validation_failed' });
    expect(res.body.details.fields).toEqual({
      '[1].degree': 'invalid_entry',
      '[1].state': 'invalid_entry',
      '[1].grad_year': 'invalid_entry',
      '[2].grad_year': 'invalid_entry',
      '[2].end_date': 'es_date',
      '[2].school': 'required_field',
    });
    const missing = await k.call('POST', url(k.ada.applicant_id), { session: k.adaSession, body: [{ school: ' ', degree: 'MA' }] });
    expect(missing.body.details.fields).toEqual({ '[0].school': 'required_field' });
    // Another customer's code is not a code of this customer.
    await k.ds.query("INSERT INTO adm_code_values (customer_id, category, code, value) VALUES (?, 'EDU_DEGREE', 'GLOBEX_ONLY', 'Globex degree')", [GLOBEX]);
    const foreign = await k.call('POST', url(k.ada.applicant_id), { session: k.adaSession, body: [{ school: 'Y', degree: 'GLOBEX_ONLY' }] });
    expect(foreign.body.details.fields).toEqual({ '[0].degree': 'invalid_entry' });
    expect(await countRows(k.ds, 'apl_education')).toBe(before);
    expect((await k.call('GET', url(k.ada.applicant_id), { session: k.adaSession })).body[0].school).toBe('Helena High');
  });

  it('keeps the configured minimum of one record and soft-deletes the rest', async () => {
    const [hs, msu] = (await k.call('GET', url(k.ada.applicant_id), { session: k.adaSession })).body;
    expect((await k.call('POST', url(k.ada.applicant_id), { session: k.adaSession, body: [{ ...hs, active: 0 }] })).body).toEqual([msu]);
    const last = await k.call('POST', url(k.ada.applicant_id), { session: k.adaSession, body: [{ ...msu, active: 0 }] });
    expect(last.body).toMatchObject({ statusCode: 400, messageKey: 'min_entities', details: { min: 1, active: 0 } });
    const stored = (await k.ds.query('SELECT school, active, deleted FROM apl_education WHERE applicant_id = ? ORDER BY education_id', [k.ada.applicant_id])) as { school: string; active: number; deleted: number }[];
    expect(stored.map((r) => [r.school, Number(r.active), Number(r.deleted)])).toEqual([['Helena High', 0, 1], ['Montana State', 1, 0]]);
    // A new applicant's first save must bring at least one record.
    const cy = await insertApplicant(k.t.app, ACME, { first_name: 'Cy' });
    const empty = await k.call('POST', url(cy.applicant_id), { session: await sessionFor(k.t.app, 'applicant', cy.applicant_id, ACME), body: [] });
    expect(empty.body).toMatchObject({ messageKey: 'min_entities' });
  });

  it("never reaches another applicant's or another customer's records", async () => {
    const [msu] = (await k.call('GET', url(k.ada.applicant_id), { session: k.adaSession })).body;
    const misses = [
      await k.call('GET', url(k.ada.applicant_id), { session: k.bobSession }),
      await k.call('POST', url(k.ada.applicant_id), { session: k.bobSession, body: [school] }),
      await k.call('GET', url(k.eve.applicant_id, GLOBEX), { session: k.staff }),
      await k.call('GET', url(k.ada.applicant_id), { session: k.globexStaff }),
      await k.call('POST', url(k.bob.applicant_id), { session: k.staff, body: [{ education_id: msu.education_id, school: 'Pwned' }] }),
    ];
    expect(misses.map((m) => m.status)).toEqual([404, 404, 404, 404, 404]);
    expect((await k.call('GET', url(k.ada.applicant_id), { session: k.adaSession })).body).toEqual([msu]);
    expect((await k.call('GET', url(k.ada.applicant_id))).status).toBe(401);
  });
});
