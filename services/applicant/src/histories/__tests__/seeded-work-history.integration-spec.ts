import { ACME, insertApplicant, sessionFor, startEdocs, type EdocsTestKit } from '@attest/edocs/testing';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read ad hoc */
describe('the demo work history form (seeded configuration, issue 14)', () => {
  let k: EdocsTestKit;
  beforeAll(async () => {
    k = await startEdocs();
  }, 60_000);
  afterAll(async () => k.t.close());

  const url = (applicantId: number) => `/api/v2/customers/${ACME}/applicants/${applicantId}/workHistory`;

  it('asks what staffing companies ask, each field with a translation key and an English label, saved on confirm', async () => {
    const res = await k.call('GET', `/api/v2/customers/${ACME}/entitymanager/configs/work_history`, { session: k.adaSession });
    expect(res.status).toBe(200);
    const fields = res.body.formConfig.fields as any[];
    expect(fields.map((f) => f.name)).toEqual([
      'employer', 'title', 'city', 'state', 'supervisor', 'supervisor_phone', 'contact_supervisor', 'start_date', 'end_date', 'desc', 'reason_for_leaving',
    ]);
    expect(fields.filter((f) => f.required).map((f) => f.name)).toEqual(['employer', 'title', 'start_date']);
    for (const f of fields) {
      expect([f.name, typeof f.translation_display_key, typeof f.desc]).toEqual([f.name, 'string', 'string']);
    }
    expect(fields.find((f) => f.name === 'contact_supervisor').desc).toBe('May we contact this employer?');
    expect(res.body).toMatchObject({ saveOnConfirm: true, buttons: { confirm: 'entity_save_record' } });
    // The table lists labels of fields the form has.
    expect(res.body.tableConfig.columns.every((c: any) => fields.some((f) => f.name === c.field))).toBe(true);
  });

  it('stores one job with every field in one save, as the wizard sends it, and answers it', async () => {
    const cy = await insertApplicant(k.t.app, ACME, { first_name: 'Cy' });
    const session = await sessionFor(k.t.app, 'applicant', cy.applicant_id, ACME);
    const job = {
      work_history_id: null, temp_id: 1700000000000, applicant_id: cy.applicant_id, active: 1, custom_fields: [],
      employer: 'Last Chance Logistics', title: 'Forklift operator', city: 'Helena', state: 'MT', supervisor: 'Sam Boss',
      supervisor_phone: '406-555-0101', contact_supervisor: '1', start_date: '2015-01-05', end_date: '2020-06-30',
      desc: 'Loaded trucks; kept the inventory counts.', reason_for_leaving: 'Moved to a day shift elsewhere.',
    };
    const res = await k.call('POST', url(cy.applicant_id), { session, body: [job] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        employer: 'Last Chance Logistics', title: 'Forklift operator', city: 'Helena', state: 'MT', supervisor: 'Sam Boss', supervisor_phone: '406-555-0101',
        contact_supervisor: 1, start_date: '2015-01-05', end_date: '2020-06-30', desc: 'Loaded trucks; kept the inventory counts.', reason_for_leaving: 'Moved to a day shift elsewhere.',
      }),
    ]);
    expect((await k.call('GET', url(cy.applicant_id), { session: k.staff })).body).toEqual(res.body);
  });

  it('refuses a job without employer, title or start date, and a state outside the list, storing nothing', async () => {
    const dee = await insertApplicant(k.t.app, ACME, { first_name: 'Dee' });
    const session = await sessionFor(k.t.app, 'applicant', dee.applicant_id, ACME);
    const res = await k.call('POST', url(dee.applicant_id), { session, body: [{ employer: ' ', city: 'Helena', state: 'Montana', contact_supervisor: 'maybe' }] });
    expect(res.body).toMatchObject({ statusCode: 400, messageKey: 'validation_failed' });
    expect(res.body.details.fields).toEqual({
      '[0].employer': 'required_field',
      '[0].title': 'required_field',
      '[0].start_date': 'required_field',
      '[0].state': 'invalid_entry',
      '[0].contact_supervisor': 'invalid_entry',
    });
    expect((await k.call('GET', url(dee.applicant_id), { session })).body).toEqual([]);
  });
});
