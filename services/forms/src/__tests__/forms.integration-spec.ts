import { FieldEntity, FormValueEntity } from '../forms/entities';
import { ACME, GLOBEX, startEdocs, type EdocsTestKit } from '@attest/edocs/testing';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read ad hoc */
describe('forms (GET /api/v1/Applicants/SignatureRequests/forms, prescreen fields)', () => {
  let k: EdocsTestKit;
  beforeAll(async () => {
    k = await startEdocs();
  }, 60_000);
  afterAll(async () => k.t.close());

  const formUrl = (id: number, query = '') => `/api/v1/Applicants/SignatureRequests/forms/${id}${query}`;
  const field = (form: any, name: string) => form.fields.find((f: any) => f.name === name);

  it('lists the active templates an applicant may see, without fields', async () => {
    const res = await k.call('GET', '/api/v1/Applicants/SignatureRequests/forms', { session: k.adaSession });
    expect(res.status).toBe(200);
    expect(res.body.map((t: any) => t.name)).toEqual([
      'Form engine showcase', 'Prescreen questions', 'Large form (200 fields)',
      'Offer letter', 'Federal W-4 withholding', 'Montana 2025 state tax', 'Handbook acknowledgement', 'Direct deposit (paper sign)', 'Upload your driver licence', 'Workplace safety policy',
    ]);
    expect(res.body[0]).toMatchObject({ template_id: k.acme.showcaseTemplateId, template_type_id: 4, directive: '', category: 'Onboarding', tags: ['demo', 'showcase'], customer_id: ACME });
    expect(res.body[0]).not.toHaveProperty('fields');
    await k.ds.query('UPDATE edc_templates SET hide_from_applicant = 1 WHERE template_id = ?', [k.acme.largeTemplateId]);
    expect((await k.call('GET', '/api/v1/Applicants/SignatureRequests/forms', { session: k.adaSession })).body).toHaveLength(9);
    expect((await k.call('GET', '/api/v1/Applicants/SignatureRequests/forms', { session: k.staff })).body).toHaveLength(10);
    await k.ds.query('UPDATE edc_templates SET hide_from_applicant = 0 WHERE template_id = ?', [k.acme.largeTemplateId]);
  });

  it('answers the template in the contracts shape: name falls back to code, codes by sort_order, triggers with actions, layout', async () => {
    const res = await k.call('GET', formUrl(k.acme.showcaseTemplateId), { session: k.adaSession });
    expect(res.status).toBe(200);
    const form = res.body;
    expect(form).toMatchObject({ name: 'Form engine showcase', template_type_id: 4, directive: '', has_pdf: false, params: '{"mustCompleteToContinue":true}' });
    expect(form.layout[0]).toMatchObject({ title_translation_key: 'form_section_identity', rows: expect.any(Array) });
    const shift = field(form, 'shift');
    expect(shift.codes.map((c: any) => c.code)).toEqual(['DAY', 'SWING', 'NIGHT']);
    expect(shift).toMatchObject({ allow_clear: true, required: false, colLgWidth: 9, colMdWidth: 9, colSmWidth: 12 });
    expect(shift.triggers[0]).toMatchObject({ trigger: 'NIGHT', actions: [{ action: 'disable', action_target_type: 'field', action_target_id: field(form, 'weekend_ok').field_id }] });
    expect(field(form, 'contact_pref').codes[0]).toMatchObject({ code: 'EMAIL', is_default: true });
    expect(field(form, 'license_number').triggerShow).toBe(false);
    expect(field(form, 'signature_name').disabled).toBe(true);
    expect(field(form, 'ssn')).toMatchObject({ mask: '999-99-9999', params: { concealed: true } });
    const actions = form.fields.flatMap((f: any) => f.triggers.flatMap((t: any) => t.actions.map((a: any) => a.action)));
    expect(new Set(actions)).toEqual(new Set(['show', 'hide', 'enable', 'disable']));
    // An applicant never receives REQUESTER fields.
    expect(form.fields.some((f: any) => f.field_type === 'REQUESTER')).toBe(false);
    const sortOrders = form.fields.map((f: any) => f.sort_order);
    expect(sortOrders).toEqual([...sortOrders].sort((a, b) => a - b));

    await k.ds.getRepository(FieldEntity).update({ field_id: shift.field_id }, { name: '' });
    const again = await k.call('GET', formUrl(k.acme.showcaseTemplateId), { session: k.adaSession });
    expect(again.body.fields.find((f: any) => f.field_id === shift.field_id).name).toBe('shift');
  });

  it("fills each field's value from the applicant record, state props and stored form values", async () => {
    const form = (await k.call('GET', formUrl(k.acme.showcaseTemplateId), { session: k.adaSession })).body;
    const repo = k.ds.getRepository(FormValueEntity);
    const now = new Date();
    const base = { customer_id: ACME, applicant_id: k.ada.applicant_id, template_id: k.acme.showcaseTemplateId, updated_at: now };
    await repo.insert([
      { ...base, field_id: field(form, 'skills').field_id, value: 'FORKLIFT||CDL' },
      { ...base, field_id: field(form, 'shift').field_id, value: 'NIGHT' },
    ]);
    await k.ds.query("INSERT INTO applicant_props (applicant_id, customer_id, code, state, value) VALUES (?, ?, 'allowances', 'MT', '3'), (?, ?, 'tshirt_size', '', 'M')", [
      k.ada.applicant_id, ACME, k.ada.applicant_id, ACME,
    ]);
    const res = await k.call('GET', formUrl(k.acme.showcaseTemplateId), { session: k.adaSession });
    const values = Object.fromEntries(res.body.fields.map((f: any) => [f.name, f.value]));
    expect(values).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@acme.test', skills: ['FORKLIFT', 'CDL'], shift: 'NIGHT', MT_allowances: '3', tshirt_size: 'M', about_you: null });
    // Bob sees none of Ada's values.
    const bob = await k.call('GET', formUrl(k.acme.showcaseTemplateId), { session: k.bobSession });
    expect(Object.fromEntries(bob.body.fields.map((f: any) => [f.name, f.value]))).toMatchObject({ first_name: 'Bob', skills: null, shift: null, MT_allowances: null });
  });

  it('gives staff requester-mode data for a named applicant of the customer', async () => {
    const noApplicant = await k.call('GET', formUrl(k.acme.showcaseTemplateId), { session: k.staff });
    expect(noApplicant.body).toMatchObject({ statusCode: 400, messageKey: 'validation_failed', details: { fields: { applicantId: 'required_field' } } });
    const res = await k.call('GET', formUrl(k.acme.showcaseTemplateId, `?applicantId=${k.ada.applicant_id}`), { session: k.staff });
    expect(res.status).toBe(200);
    expect(res.body.fields.filter((f: any) => f.field_type === 'REQUESTER').map((f: any) => f.name)).toEqual(['supervisor_notes', 'approved_rate']);
    expect(field(res.body, 'first_name').value).toBe('Ada');
  });

  it("answers 404 for another customer's template or applicant, and for another applicant named by an applicant", async () => {
    const misses = [
      await k.call('GET', formUrl(k.globex.showcaseTemplateId), { session: k.adaSession }),
      await k.call('GET', formUrl(k.globex.showcaseTemplateId, `?applicantId=${k.ada.applicant_id}`), { session: k.staff }),
      await k.call('GET', formUrl(k.acme.showcaseTemplateId, `?applicantId=${k.eve.applicant_id}`), { session: k.staff }),
      await k.call('GET', formUrl(k.acme.showcaseTemplateId, `?applicantId=${k.bob.applicant_id}`), { session: k.adaSession }),
      await k.call('GET', formUrl(k.acme.showcaseTemplateId, '?applicantId=abc'), { session: k.staff }),
      await k.call('GET', formUrl(999999), { session: k.adaSession }),
      await k.call('GET', `/api/v2/customers/${ACME}/edcfield/prescreenfields/${k.globex.prescreenTemplateId}`, { session: k.staff }),
      await k.call('GET', `/api/v2/customers/${GLOBEX}/edcfield/prescreenfields/${k.acme.prescreenTemplateId}`, { session: k.staff }),
      await k.call('GET', `/api/v2/customers/${ACME}/edcfield/prescreenfields/${k.acme.showcaseTemplateId}`, { session: k.staff }),
    ];
    expect(misses.map((m) => [m.status, m.body.messageKey])).toEqual(Array(misses.length).fill([404, 'not_found']));
    expect((await k.call('GET', formUrl(k.acme.showcaseTemplateId))).status).toBe(401);
  });

  it('answers the fields of a prescreen template', async () => {
    const res = await k.call('GET', `/api/v2/customers/${ACME}/edcfield/prescreenfields/${k.acme.prescreenTemplateId}`, { session: k.adaSession });
    expect(res.status).toBe(200);
    expect(res.body.map((f: any) => [f.name, f.datatype_id, f.required])).toEqual([
      ['authorized_to_work', 17, true],
      ['over_18', 17, true],
      ['desired_shift', 7, false],
      ['available_start', 4, false],
    ]);
  });

  it('serves the 200-field form in one answer', async () => {
    const started = Date.now();
    const res = await k.call('GET', formUrl(k.acme.largeTemplateId), { session: k.adaSession });
    expect(res.status).toBe(200);
    expect(res.body.fields).toHaveLength(200);
    expect(new Set(res.body.fields.map((f: any) => f.datatype_id)).size).toBeGreaterThanOrEqual(10);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
