import { ACME, countRows, GLOBEX, startEdocs, type EdocsTestKit } from '@attest/edocs/testing';
import { ONBOARDING_PACKAGE_NAME } from '../../seed/onboarding-package';
import { SAFETY_PACKAGE_NAME } from '../../seed/safety-package';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read ad hoc */
describe("employer (REQUESTER) fields: staff fill them when sending, the applicant only reads them", () => {
  let k: EdocsTestKit;
  let onboarding: number;
  let safety: number;
  let offer: number;
  let handbook: number;
  beforeAll(async () => {
    k = await startEdocs();
    const packageOf = async (name: string) => Number(((await k.ds.query('SELECT package_id FROM edc_packages WHERE name = ? AND customer_id = ?', [name, ACME])) as any[])[0].package_id);
    onboarding = await packageOf(ONBOARDING_PACKAGE_NAME);
    safety = await packageOf(SAFETY_PACKAGE_NAME);
    const templates = (await k.ds.query('SELECT template_id FROM edc_package_templates WHERE package_id = ? ORDER BY sort_order', [onboarding])) as any[];
    [offer, , , handbook] = templates.map((t) => Number(t.template_id));
  }, 90_000);
  afterAll(async () => k.t.close());

  const createUrl = (applicantId: number) => `/api/v1/applicants/${applicantId}/signatureRequest`;
  const formsUrl = (applicantId: number, query: string) => `/api/v1/applicants/${applicantId}/signatureRequest/requesterForms?${query}`;
  const storedOffer = async (applicantId: number) =>
    Object.fromEntries(
      ((await k.ds.query('SELECT f.code, v.value FROM edc_form_values v JOIN edc_fields f ON f.field_id = v.field_id WHERE v.applicant_id = ? AND v.template_id = ?', [applicantId, offer])) as any[]).map((r) => [r.code, r.value]),
    );
  const formOf = (applicantSession = k.adaSession) => k.call('GET', `/api/v1/Applicants/SignatureRequests/forms/${offer}`, { session: applicantSession });

  it('requester mode through the signature-request route: only the REQUESTER fields of what the package holds, with stored values', async () => {
    const res = await k.call('GET', formsUrl(k.ada.applicant_id, `package_ids=${onboarding}`), { session: k.staff });
    expect(res.status).toBe(200);
    expect(res.body.map((f: any) => [f.template_id, f.name, f.fields.map((x: any) => [x.name, x.field_type, x.required, x.value])])).toEqual([
      [offer, 'Offer letter', [['start_date', 'REQUESTER', true, null], ['pay_rate', 'REQUESTER', true, null]]],
    ]);
    expect((await k.call('GET', formsUrl(k.ada.applicant_id, `package_ids=${safety}`), { session: k.staff })).body).toEqual([]);
    // Named templates too; bad lists, other customers' applicants and applicants themselves are refused.
    expect((await k.call('GET', formsUrl(k.ada.applicant_id, `template_ids=${handbook},${offer}`), { session: k.staff })).body.map((f: any) => f.template_id)).toEqual([offer]);
    expect((await k.call('GET', formsUrl(k.ada.applicant_id, 'package_ids=abc'), { session: k.staff })).body).toMatchObject({ statusCode: 400, details: { fields: { package_ids: 'invalid_entry' } } });
    expect((await k.call('GET', formsUrl(k.ada.applicant_id, ''), { session: k.staff })).body).toEqual([]);
    expect((await k.call('GET', formsUrl(k.eve.applicant_id, `package_ids=${onboarding}`), { session: k.staff })).status).toBe(404);
    expect((await k.call('GET', formsUrl(k.ada.applicant_id, `package_ids=${onboarding}`), { session: k.globexStaff })).status).toBe(404);
    expect((await k.call('GET', formsUrl(k.ada.applicant_id, `package_ids=${onboarding}`), { session: k.adaSession })).status).toBe(403);
  });

  it('refuses to send without the required employer values, or with wrong ones, and stores nothing', async () => {
    const requests = await countRows(k.ds, 'edc_sig_requests');
    const values = await countRows(k.ds, 'edc_form_values');
    const post = (body: unknown) => k.call('POST', createUrl(k.ada.applicant_id), { session: k.staff, body });
    const missing = await post({ package_ids: [onboarding] });
    expect(missing.body).toMatchObject({
      statusCode: 400,
      messageKey: 'validation_failed',
      details: { fields: { [`requester_values.${offer}.start_date`]: 'required_field', [`requester_values.${offer}.pay_rate`]: 'required_field' } },
    });
    const wrong = await post({ package_ids: [onboarding], requester_values: { [offer]: { start_date: '13/45/2027', pay_rate: 'lots', salary: '1' } } });
    expect(wrong.body.details.fields).toEqual({ [`requester_values.${offer}.salary`]: 'unknown_field' });
    const wrongValues = await post({ package_ids: [onboarding], requester_values: { [offer]: { start_date: '13/45/2027', pay_rate: 'lots' } } });
    expect(Object.keys(wrongValues.body.details.fields).sort()).toEqual([`requester_values.${offer}.pay_rate`, `requester_values.${offer}.start_date`]);
    const notInRequest = await post({ package_ids: [safety], requester_values: { [offer]: { start_date: '2027-04-01', pay_rate: '21.50' } } });
    expect(notInRequest.body.details.fields).toEqual({ [`requester_values.${offer}`]: 'unknown_field' });
    for (const shape of [{ requester_values: [] }, { requester_values: { abc: {} } }, { requester_values: { [offer]: { pay_rate: 5 } } }, { requester_values: 'x' }]) {
      const res = await post({ package_ids: [onboarding], ...shape });
      expect([res.status, res.body.details?.fields]).toEqual([400, { requester_values: 'invalid_entry' }]);
    }
    expect(await countRows(k.ds, 'edc_sig_requests')).toBe(requests);
    expect(await countRows(k.ds, 'edc_form_values')).toBe(values);
  });

  it('sends with the values, stores them for the applicant (audited) and a later request keeps them unless changed', async () => {
    const sent = await k.call('POST', createUrl(k.ada.applicant_id), {
      session: k.staff,
      body: { package_ids: [onboarding], requester_values: { [offer]: { start_date: '2027-04-01', pay_rate: '21.50', signature: 'not staff business' } } },
    });
    expect(sent.status).toBe(201);
    // The applicant's own field (the typed signature) is not staff's to fill: ignored.
    expect(await storedOffer(k.ada.applicant_id)).toEqual({ start_date: '2027-04-01', pay_rate: '21.50' });
    const audit = (await k.ds.query("SELECT changes FROM audit_log WHERE entity = 'form_values' AND entity_id = ?", [`${offer}:${k.ada.applicant_id}`])) as any[];
    expect(audit.map((a) => JSON.parse(a.changes))).toEqual([{ start_date: { from: null, to: '2027-04-01' }, pay_rate: { from: null, to: '21.50' } }]);
    expect((await k.call('GET', formsUrl(k.ada.applicant_id, `package_ids=${onboarding}`), { session: k.staff })).body[0].fields.map((f: any) => f.value)).toEqual(['2027-04-01', '21.50']);
    const again = await k.call('POST', createUrl(k.ada.applicant_id), { session: k.staff, body: { template_ids: [offer] } });
    expect(again.status).toBe(201);
    const raised = await k.call('POST', createUrl(k.ada.applicant_id), { session: k.staff, body: { template_ids: [offer], requester_values: { [offer]: { pay_rate: '23.00' } } } });
    expect(raised.status).toBe(201);
    expect(await storedOffer(k.ada.applicant_id)).toEqual({ start_date: '2027-04-01', pay_rate: '23.00' });
  });

  it('the applicant reads the employer values (read-only, marked) and cannot write them', async () => {
    const form = (await formOf()).body;
    const byName = Object.fromEntries(form.fields.map((f: any) => [f.name, f]));
    expect(byName.start_date).toMatchObject({ field_type: 'REQUESTER', value: '2027-04-01', params: { applicant_read_only: true } });
    expect(byName.pay_rate).toMatchObject({ field_type: 'REQUESTER', value: '23.00' });
    expect(typeof byName.pay_rate.params.help).toBe('string');
    const submitUrl = `/api/v1/Applicants/SignatureRequests/forms/${offer}/submit`;
    const refused = await k.call('POST', submitUrl, { session: k.adaSession, body: { values: { signature: 'Ada Lovelace', pay_rate: '99.00' } } });
    expect(refused.body).toMatchObject({ statusCode: 400, messageKey: 'validation_failed', details: { fields: { pay_rate: 'invalid_entry' } } });
    expect(await storedOffer(k.ada.applicant_id)).toEqual({ start_date: '2027-04-01', pay_rate: '23.00' });
    // The applicant's own part saves; the employer's values stay.
    const own = await k.call('POST', submitUrl, { session: k.adaSession, body: { values: { signature: 'Ada Lovelace' } } });
    expect(own.status).toBe(200);
    expect(await storedOffer(k.ada.applicant_id)).toEqual({ start_date: '2027-04-01', pay_rate: '23.00', signature: 'Ada Lovelace' });
  });

  it("another customer's staff cannot fill them for this customer's applicant", async () => {
    const res = await k.call('POST', createUrl(k.ada.applicant_id), { session: k.globexStaff, body: { package_ids: [onboarding], requester_values: { [offer]: { start_date: '2027-04-01', pay_rate: '1.00' } } } });
    expect(res.status).toBe(404);
    expect(await storedOffer(k.ada.applicant_id)).toMatchObject({ pay_rate: '23.00' });
    expect(GLOBEX).not.toBe(ACME);
  });
});
