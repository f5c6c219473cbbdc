import { CustomerConfigService } from '@attest/platform';
import { ACME, countRows, GLOBEX, insertApplicant, sessionFor, startEdocs, type EdocsTestKit } from '@attest/edocs/testing';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read ad hoc */
describe('form submit (POST /api/v1/Applicants/SignatureRequests/forms/{id}/submit)', () => {
  let k: EdocsTestKit;
  let fieldIds: Record<string, number>;
  beforeAll(async () => {
    k = await startEdocs();
    const rows = (await k.ds.query('SELECT field_id, code FROM edc_fields WHERE template_id = ?', [k.acme.showcaseTemplateId])) as { field_id: number; code: string }[];
    fieldIds = Object.fromEntries(rows.map((r) => [r.code, Number(r.field_id)]));
  }, 60_000);
  afterAll(async () => k.t.close());

  const submitUrl = (id: number) => `/api/v1/Applicants/SignatureRequests/forms/${id}/submit`;
  const valid = () => ({
    first_name: 'Augusta',
    last_name: 'Lovelace',
    email: 'ada@acme.test',
    confirm_email: 'ada@acme.test',
    ssn: '234-56-7891',
    hours_per_week: '40',
    hourly_rate: '20',
    minimum_pay: '18',
    start_date: '2026-01-15',
    agree_terms: '1',
    contact_pref: 'EMAIL',
    skills: ['FORKLIFT', 'CDL', 'JUGGLING'],
    shift: 'MIDNIGHT',
    MT_allowances: '2',
    tshirt_size: 'L',
  });
  const formValue = async (applicantId: number, code: string) => {
    const rows = (await k.ds.query('SELECT value FROM edc_form_values WHERE applicant_id = ? AND template_id = ? AND field_id = ?', [applicantId, k.acme.showcaseTemplateId, fieldIds[code]])) as { value: string | null }[];
    return rows.length ? rows[0].value : undefined;
  };
  const snapshot = async () => ({
    values: await countRows(k.ds, 'edc_form_values'),
    props: await countRows(k.ds, 'applicant_props'),
    audit: await countRows(k.ds, 'audit_log'),
    ada: ((await k.ds.query('SELECT first_name, email FROM applicants WHERE applicant_id = ?', [k.ada.applicant_id])) as any[])[0],
  });

  it('stores each value where it belongs, normalised, and answers what was stored', async () => {
    const res = await k.call('POST', submitUrl(k.acme.showcaseTemplateId), { session: k.adaSession, body: { values: { ...valid(), other_skill: 'Juggling', best_call_time: '9am' } } });
    expect(res.status).toBe(200);
    expect(res.body.values).toMatchObject({
      first_name: 'Augusta',
      ssn: '***-**-7891',
      skills: ['FORKLIFT', 'CDL'],
      shift: '',
      weekly_pay: '800.00',
      min_ot_pay: '27.00',
      MT_allowances: '2',
    });
    // Hidden fields' values are dropped (other_skill: OTHER not checked; best_call_time: hidden while EMAIL).
    expect(res.body.values).not.toHaveProperty('other_skill');
    expect(res.body.values).not.toHaveProperty('best_call_time');
    expect(await formValue(k.ada.applicant_id, 'other_skill')).toBeUndefined();
    expect(await formValue(k.ada.applicant_id, 'best_call_time')).toBeUndefined();
    // Checkbox group joined with '||' (a code not among the codes dropped); dropdown code not among the codes cleared.
    expect(await formValue(k.ada.applicant_id, 'skills')).toBe('FORKLIFT||CDL');
    expect(await formValue(k.ada.applicant_id, 'shift')).toBe('');
    expect(await formValue(k.ada.applicant_id, 'min_ot_pay')).toBe('27.00');
    // model_field → applicant record (audited, fed id encrypted at rest).
    const [ada] = (await k.ds.query('SELECT first_name FROM applicants WHERE applicant_id = ?', [k.ada.applicant_id])) as any[];
    expect(ada.first_name).toBe('Augusta');
    const [fed] = (await k.ds.query('SELECT fed_id FROM applicant_fed_tax WHERE applicant_id = ?', [k.ada.applicant_id])) as any[];
    expect(fed.fed_id).toMatch(/^v1:/);
    // STATE field → state_props.MT.allowances and props.tax_state; props.x model_field → props.
    const props = (await k.ds.query('SELECT state, code, value FROM applicant_props WHERE applicant_id = ? ORDER BY state, code', [k.ada.applicant_id])) as any[];
    expect(props.map((p) => [p.state, p.code, p.value])).toEqual([
      ['', 'tax_state', 'MT'],
      ['', 'tshirt_size', 'L'],
      ['MT', 'allowances', '2'],
    ]);
    const audits = (await k.ds.query("SELECT entity, changes FROM audit_log WHERE entity IN ('applicant', 'form_values') ORDER BY id")) as any[];
    expect(audits.map((a) => a.entity)).toEqual(['applicant', 'form_values']);
    expect(JSON.parse(audits[0].changes)['fed_tax.fed_id'].to).toBe('***-**-7891');

    // The form reads back what was stored; the masked SSN sent back unchanged keeps the stored one.
    const form = (await k.call('GET', `/api/v1/Applicants/SignatureRequests/forms/${k.acme.showcaseTemplateId}`, { session: k.adaSession })).body;
    const values = Object.fromEntries(form.fields.map((f: any) => [f.name, f.value]));
    expect(values).toMatchObject({ first_name: 'Augusta', skills: ['FORKLIFT', 'CDL'], MT_allowances: '2', ssn: '***-**-7891', weekly_pay: '800.00' });
    const again = await k.call('POST', submitUrl(k.acme.showcaseTemplateId), { session: k.adaSession, body: { values: { ...values, confirm_email: values.email, about_you: 'I build analytical engines.' } } });
    expect(again.status).toBe(200);
    expect(again.body.values).not.toHaveProperty('ssn');
    const [fedAfter] = (await k.ds.query('SELECT fed_id FROM applicant_fed_tax WHERE applicant_id = ?', [k.ada.applicant_id])) as any[];
    expect(fedAfter.fed_id).toBe(fed.fed_id);
    expect(await formValue(k.ada.applicant_id, 'about_you')).toBe('I build analytical engines.');
  });

  it('refuses a REQUESTER field or an unknown field from an applicant, storing nothing', async () => {
    const before = await snapshot();
    const requester = await k.call('POST', submitUrl(k.acme.showcaseTemplateId), { session: k.bobSession, body: { values: { ...valid(), email: 'bob@acme.test', confirm_email: 'bob@acme.test', supervisor_notes: 'promote me' } } });
    expect(requester.body).toMatchObject({ statusCode: 400, messageKey: 'validation_failed', details: { fields: { supervisor_notes: 'invalid_entry' } } });
    const unknown = await k.call('POST', submitUrl(k.acme.showcaseTemplateId), { session: k.bobSession, body: { values: { first_name: 'Bob', salary: '1000000' } } });
    expect(unknown.body).toMatchObject({ statusCode: 400, messageKey: 'validation_failed', details: { fields: { salary: 'unknown_field' } } });
    expect(await snapshot()).toEqual(before);
  });

  it('answers field errors with their parameters and stores nothing', async () => {
    const before = await snapshot();
    const res = await k.call('POST', submitUrl(k.acme.showcaseTemplateId), {
      session: k.adaSession,
      body: { values: { ...valid(), first_name: 'A', employee_code: 'abc', confirm_email: 'other@acme.test', ssn: '12', start_date: '', skills: ['WELDING'] } },
    });
    expect(res.status).toBe(400);
    expect(res.body.messageKey).toBe('validation_failed');
    expect(res.body.details).toEqual({
      fields: { first_name: 'es_min', confirm_email: 'confirm_dynamic_field', ssn: 'invalid_ssn', employee_code: 'invalid_entry', start_date: 'required_field' },
      params: { first_name: { bound: 2 } },
    });
    expect(await snapshot()).toEqual(before);
    expect(await formValue(k.ada.applicant_id, 'skills')).toBe('FORKLIFT||CDL');
  });

  it('refuses malformed bodies and duplicate emails, storing nothing', async () => {
    const before = await snapshot();
    const attempts = [
      await k.call('POST', submitUrl(k.acme.showcaseTemplateId), { session: k.adaSession, body: { values: ['x'] } }),
      await k.call('POST', submitUrl(k.acme.showcaseTemplateId), { session: k.adaSession, body: { values: { first_name: 7 } } }),
      await k.call('POST', submitUrl(k.acme.showcaseTemplateId), { session: k.adaSession, body: { values: {}, extra: 1 } }),
      await k.call('POST', submitUrl(k.acme.showcaseTemplateId), { session: k.adaSession, rawBody: '{"values": ' }),
      await k.call('POST', submitUrl(k.acme.showcaseTemplateId), { session: k.adaSession, body: { values: { ...valid(), email: 'bob@acme.test', confirm_email: 'bob@acme.test', about_you: 'Enough text here.' } } }),
    ];
    expect(attempts.map((a) => [a.status, a.body.messageKey])).toEqual([
      [400, 'validation_failed'],
      [400, 'validation_failed'],
      [400, 'validation_failed'],
      [400, 'malformed_json'],
      [409, 'duplicate_email'],
    ]);
    expect(attempts[0].body.details.fields).toEqual({ values: 'invalid_entry' });
    expect(attempts[2].body.details.fields).toEqual({ extra: 'unknown_field' });
    expect(await snapshot()).toEqual(before);
  });

  it('lets staff fill the REQUESTER fields for an applicant of the customer, ignoring the applicant fields', async () => {
    const noApplicant = await k.call('POST', submitUrl(k.acme.showcaseTemplateId), { session: k.staff, body: { values: { supervisor_notes: 'x' } } });
    expect(noApplicant.body).toMatchObject({ statusCode: 400, details: { fields: { applicantId: 'required_field' } } });
    const res = await k.call('POST', submitUrl(k.acme.showcaseTemplateId), {
      session: k.staff,
      body: { applicantId: k.bob.applicant_id, values: { supervisor_notes: 'Reliable.', approved_rate: '21.5', first_name: 'Hijack' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.values).toEqual({ supervisor_notes: 'Reliable.', approved_rate: '21.5' });
    expect(await formValue(k.bob.applicant_id, 'supervisor_notes')).toBe('Reliable.');
    const [bob] = (await k.ds.query('SELECT first_name FROM applicants WHERE applicant_id = ?', [k.bob.applicant_id])) as any[];
    expect(bob.first_name).toBe('Bob');
    const staffView = await k.call('GET', `/api/v1/Applicants/SignatureRequests/forms/${k.acme.showcaseTemplateId}?applicantId=${k.bob.applicant_id}`, { session: k.staff });
    expect(staffView.body.fields.find((f: any) => f.name === 'supervisor_notes').value).toBe('Reliable.');
  });

  it('pre-selects the radio default unless the customer sets disable_radio_group_default', async () => {
    const { contact_pref: _c, ...withoutRadio } = valid();
    const submitAs = async (email: string) => {
      const who = await insertApplicant(k.t.app, ACME, { email });
      const session = await sessionFor(k.t.app, 'applicant', who.applicant_id, ACME);
      return k.call('POST', submitUrl(k.acme.showcaseTemplateId), { session, body: { values: { ...withoutRadio, email, confirm_email: email } } });
    };
    expect((await submitAs('radio1@acme.test')).body.values.contact_pref).toBe('EMAIL');
    await k.t.app.get(CustomerConfigService).setForCustomer(ACME, 'disable_radio_group_default', 'true');
    const off = await submitAs('radio2@acme.test');
    expect(off.status).toBe(200);
    expect(off.body.values).not.toHaveProperty('contact_pref');
    await k.t.app.get(CustomerConfigService).setForCustomer(ACME, 'disable_radio_group_default', 'false');
  });

  it("answers 404 for another customer's template or applicant", async () => {
    const before = await snapshot();
    const misses = [
      await k.call('POST', submitUrl(k.globex.showcaseTemplateId), { session: k.adaSession, body: { values: valid() } }),
      await k.call('POST', submitUrl(k.acme.showcaseTemplateId), { session: k.staff, body: { applicantId: k.eve.applicant_id, values: { supervisor_notes: 'x' } } }),
      await k.call('POST', submitUrl(k.acme.showcaseTemplateId), { session: k.adaSession, body: { applicantId: k.bob.applicant_id, values: valid() } }),
      await k.call('POST', submitUrl(k.acme.showcaseTemplateId), { session: k.globexStaff, body: { applicantId: k.ada.applicant_id, values: { supervisor_notes: 'x' } } }),
    ];
    expect(misses.map((m) => [m.status, m.body.messageKey])).toEqual(Array(misses.length).fill([404, 'not_found']));
    expect(await snapshot()).toEqual(before);
    expect(ACME).not.toBe(GLOBEX);
  });
});
