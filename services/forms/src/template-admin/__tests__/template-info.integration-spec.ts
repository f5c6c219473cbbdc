import { ACME, GLOBEX } from '@attest/edocs/testing';
import { auditRows, postForm, snapshot, startTemplateAdmin, templateIdByName, type TemplateAdminKit } from './template-admin-kit';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read ad hoc */
describe('template administration: list, create, read, edit info, retire (spec staff-side §7)', () => {
  let k: TemplateAdminKit;
  beforeAll(async () => {
    k = await startTemplateAdmin();
  }, 90_000);
  afterAll(async () => k.t.close());

  const forms = (customerId = ACME) => `/api/customers/${customerId}/forms`;

  it('lists the active templates with validity and its reason, the invalid count and the filter facets', async () => {
    const res = await k.call('GET', '/api/v1/templates?take=100', { session: k.viewer });
    expect(res.status).toBe(200);
    const names = res.body.items.map((t: any) => t.name);
    expect(names).toContain('Handbook acknowledgement');
    expect(res.body.total).toBe(res.body.items.length);
    const handbook = res.body.items.find((t: any) => t.name === 'Handbook acknowledgement');
    expect(handbook).toMatchObject({ active: true, validity: { valid: expect.any(Boolean) }, field_count: 1 });
    const upload = res.body.items.find((t: any) => t.template_type_id === 16);
    expect(upload.validity).toEqual({ valid: true, reason: 'type_always_valid' });
    const invalid = res.body.items.filter((t: any) => !t.validity.valid);
    expect(res.body.invalid_count).toBe(invalid.length);
    expect(res.body.categories).toContain('Onboarding');
    expect(res.body.tags).toEqual(expect.arrayContaining(['demo', 'showcase']));
    // No globex template leaks in.
    const [{ n }] = await k.ds.query('SELECT COUNT(*) AS n FROM edc_templates WHERE customer_id = ? AND active = 1', [ACME]);
    expect(res.body.total).toBe(Number(n));
  });

  it('filters by type, category, tag, validity, active and search, and pages', async () => {
    const get = async (q: string) => (await k.call('GET', `/api/v1/templates?${q}`, { session: k.staff })).body;
    expect((await get('type=16')).items.every((t: any) => t.template_type_id === 16)).toBe(true);
    expect((await get('category=Onboarding')).items.every((t: any) => t.category === 'Onboarding')).toBe(true);
    const tagged = await get('tag=showcase');
    expect(tagged.items.map((t: any) => t.name)).toEqual(['Form engine showcase']);
    const invalid = await get('validity=invalid&take=100');
    expect(invalid.items.length).toBe(invalid.invalid_count);
    expect(invalid.items.every((t: any) => !t.validity.valid)).toBe(true);
    expect((await get('validity=valid&take=100')).items.every((t: any) => t.validity.valid)).toBe(true);
    expect((await get('search=handbook')).items.map((t: any) => t.name)).toEqual(['Handbook acknowledgement']);
    expect((await get('search=100%25')).items).toEqual([]);
    const page1 = await get('take=2&page=1');
    const page2 = await get('take=2&page=2');
    expect(page1.items).toHaveLength(2);
    expect(page2.items[0].template_id).not.toBe(page1.items[0].template_id);
    const bad = await k.call('GET', '/api/v1/templates?validity=maybe&type=99', { session: k.staff });
    expect(bad).toMatchObject({ status: 400, body: { messageKey: 'validation_failed', details: { fields: { validity: 'invalid_entry', type: 'invalid_entry' } } } });
    // The customers/{customerId}/forms list answers the same, only for the caller's customer.
    const viaPath = await k.call('GET', `${forms()}?tag=showcase`, { session: k.viewer });
    expect(viaPath.body.items.map((t: any) => t.name)).toEqual(['Form engine showcase']);
    expect((await k.call('GET', forms(GLOBEX), { session: k.staff })).status).toBe(404);
  });

  it('creates a template from a form-encoded post and from JSON, audited; refuses bad input, a viewer and another customer with nothing changed', async () => {
    const before = await snapshot(k);
    const refused = [
      await postForm(k, 'POST', forms(), [['name', 'X'], ['template_type_id', '4']], k.viewer),
      await k.call('POST', forms(), { session: k.recruiter, body: { name: 'X', template_type_id: 4 } }),
      await k.call('POST', forms(GLOBEX), { session: k.staff, body: { name: 'X', template_type_id: 4 } }),
      await k.call('POST', forms(), { session: k.staff, body: { name: '', template_type_id: 13, params: '{oops', colour: 'red' } }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 404, 400]);
    expect(refused[0].body.messageKey).toBe('permission_denied');
    expect(refused[3].body.details.fields).toEqual({ name: 'required_field', template_type_id: 'invalid_entry', params: 'invalid_json', colour: 'unknown_field' });
    expect(await snapshot(k)).toBe(before);

    const posted = await postForm(k, 'POST', forms(), [
      ['name', 'Safety quiz'], ['template_type_id', '15'], ['desc', 'Ten questions'], ['external_id', ''], ['downloadable', 'on'],
      ['category', 'Safety'], ['tags', 'quiz'], ['tags', 'safety'], ['params', '{"mustCompleteToContinue":true}'],
    ], k.staff);
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({
      name: 'Safety quiz', template_type_id: 15, desc: 'Ten questions', external_id: null, downloadable: true, active: true, directive: '',
      category: 'Safety', tags: ['quiz', 'safety'], params: { mustCompleteToContinue: true }, field_count: 0,
      validity: { valid: false, reason: 'not_validated_and_missing_external_id' },
    });
    const [created] = await auditRows(k, posted.body.template_id);
    expect(created).toMatchObject({ action: 'create', actor_party: 'user', actor_id: 900, customer_id: ACME });
    expect(created.changes.name).toEqual({ from: null, to: 'Safety quiz' });
    expect(created.changes.tags).toEqual({ from: null, to: ['quiz', 'safety'] });

    const json = await k.call('POST', forms(), { session: k.staff, body: { name: 'Interview notes', template_type_id: 12, tags: 'a, b' } });
    expect(json.status).toBe(201);
    expect(json.body).toMatchObject({ tags: ['a', 'b'], validity: { valid: true, reason: 'type_always_valid' } });
  });

  it('reads a template and its edit model; another customer or a path naming another customer is 404', async () => {
    const id = await templateIdByName(k, ACME, 'Safety quiz');
    const one = await k.call('GET', `${forms()}/${id}`, { session: k.viewer });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ template_id: id, customer_id: ACME, pdf_file_name: null });
    expect((await k.call('GET', `${forms()}/${id}?no_file_name=1`, { session: k.viewer })).body).not.toHaveProperty('pdf_file_name');
    const edit = await k.call('GET', `${forms()}/${id}/edit`, { session: k.viewer });
    expect(edit.status).toBe(200);
    expect(edit.body.template.template_id).toBe(id);
    expect(edit.body.template_types).toContainEqual({ id: 17, name: 'PAPER_SIGN' });
    expect(edit.body.form_params.map((p: any) => p.name)).toEqual([
      'mustCompleteToContinue', 'requireConfirmationCode', 'iframeUrl', 'pollingInterval', 'pollingResource', 'systemAdapter', 'redirectMssgTranslationKey', 'cannotIframe', 'dynamicParams',
    ]);
    expect(edit.body.second_sig_templates.some((t: any) => t.template_id === id)).toBe(false);
    const globexTemplate = await templateIdByName(k, GLOBEX, 'Handbook acknowledgement');
    for (const path of [`${forms()}/${globexTemplate}`, `${forms(GLOBEX)}/${id}`, `${forms()}/${globexTemplate}/edit`, `${forms(GLOBEX)}/${id}/edit`]) {
      expect((await k.call('GET', path, { session: k.staff })).status).toBe(404);
    }
    expect((await k.call('GET', `${forms(GLOBEX)}/${globexTemplate}`, { session: k.globexStaff })).status).toBe(200);
  });

  it('edits every info field (form-encoded too) with before/after in the audit; refusals change nothing', async () => {
    const id = await templateIdByName(k, ACME, 'Safety quiz');
    const second = await templateIdByName(k, ACME, 'Handbook acknowledgement');
    const globexTemplate = await templateIdByName(k, GLOBEX, 'Handbook acknowledgement');
    const url = `${forms()}/${id}`;
    const before = await snapshot(k);
    const refused = [
      await k.call('PUT', url, { session: k.viewer, body: { name: 'Hacked', template_type_id: 4 } }),
      await k.call('PUT', `${forms(GLOBEX)}/${id}`, { session: k.staff, body: { name: 'Hacked', template_type_id: 4 } }),
      await k.call('PUT', `${forms()}/${globexTemplate}`, { session: k.staff, body: { name: 'Hacked', template_type_id: 4 } }),
      await k.call('PUT', url, { session: k.staff, body: {} }),
      await k.call('PUT', url, { session: k.staff, body: { name: 'Ok', template_type_id: 4, params: { mustCompleteToContinue: 'yes', pollingInterval: -1 }, edit_url: 'javascript:alert(1)' } }),
      await k.call('PUT', url, { session: k.staff, body: { name: 'Ok', template_type_id: 4, second_sig_template_id: globexTemplate } }),
      await k.call('PUT', url, { session: k.staff, body: { name: 'Ok', template_type_id: 4, second_sig_template_id: id } }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 404, 404, 400, 400, 400, 400]);
    expect(refused[3].body.details.fields).toEqual({ name: 'required_field', template_type_id: 'required_field' });
    expect(refused[4].body.details.fields).toEqual({ params: 'invalid_entry', edit_url: 'invalid_url' });
    expect(refused[5].body.details.fields).toEqual({ second_sig_template_id: 'invalid_entry' });
    expect(await snapshot(k)).toBe(before);

    const info = {
      name: 'Safety quiz 2025', template_type_id: 8, template_sort_order: 3, external_id: 'SQ-1', desc: 'Updated', second_sig_flag: true,
      second_sig_template_id: second, directive: 'tnc-fan', active: true, hide_from_applicant: true, sort_order: 7, downloadable: false,
      blueprint_id: 4, edit_url: 'https://example.com/edit', require_fed_id: true, isolated_signing: true, validated: true, validation_info: 'Checked by legal',
      params: { mustCompleteToContinue: false, iframeUrl: 'https://vendor.example/{applicant_id}', pollingInterval: 30, cannotIframe: true, dynamicParams: { a: '{email}' } },
    };
    const res = await k.call('PUT', url, { session: k.staff, body: info });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...info, validity: { valid: true, reason: 'validated_with_external_id' } });
    const [update] = await auditRows(k, id);
    expect(update.action).toBe('update');
    expect(update.changes.name).toEqual({ from: 'Safety quiz', to: 'Safety quiz 2025' });
    expect(update.changes.validated).toEqual({ from: false, to: true });
    expect(update.changes.params.from).toEqual({ mustCompleteToContinue: true });
    expect(update.changes).not.toHaveProperty('active');

    // A form post: flags and numbers as text, params as JSON text; fields left out stay as they were.
    const form = await postForm(k, 'PUT', url, [['name', 'Safety quiz 2025'], ['template_type_id', '8'], ['validated', 'false'], ['blueprint_id', '']], k.staff);
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({ validated: false, blueprint_id: null, external_id: 'SQ-1', sort_order: 7, validity: { valid: false, reason: 'not_validated' } });
    // Saving the same again writes no audit row.
    const rows = (await auditRows(k, id)).length;
    await postForm(k, 'PUT', url, [['name', 'Safety quiz 2025'], ['template_type_id', '8']], k.staff);
    expect(await auditRows(k, id)).toHaveLength(rows);
  });

  it('retires (soft delete): 409 template_in_use while an open signature request uses it, then inactive and audited', async () => {
    const handbook = await templateIdByName(k, ACME, 'Handbook acknowledgement');
    const sent = await k.call('POST', `/api/v1/applicants/${k.ada.applicant_id}/signatureRequest`, { session: k.staff, body: { template_ids: [handbook] } });
    expect(sent.status).toBeLessThan(300);
    const before = await snapshot(k);
    const url = `${forms()}/${handbook}`;
    const refused = [
      await k.call('DELETE', url, { session: k.viewer }),
      await k.call('DELETE', `${forms(GLOBEX)}/${handbook}`, { session: k.staff }),
      await k.call('DELETE', url, { session: k.staff }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 404, 409]);
    expect(refused[2].body).toMatchObject({ messageKey: 'template_in_use', details: { open_requests: 1 } });
    expect(await snapshot(k)).toBe(before);

    // Expired or complete requests do not hold the template.
    await k.ds.query('UPDATE edc_sig_requests SET expiration_date = ? WHERE customer_id = ?', [new Date(Date.now() - 60_000), ACME]);
    const retired = await k.call('DELETE', url, { session: k.staff });
    expect(retired.status).toBe(200);
    expect(retired.body).toMatchObject({ template_id: handbook, active: false });
    const [row] = await auditRows(k, handbook);
    expect(row).toMatchObject({ action: 'delete', changes: { active: { from: true, to: false } } });
    const list = await k.call('GET', '/api/v1/templates?take=100', { session: k.staff });
    expect(list.body.items.some((t: any) => t.template_id === handbook)).toBe(false);
    const inactive = await k.call('GET', '/api/v1/templates?active=false', { session: k.staff });
    expect(inactive.body.items.map((t: any) => t.template_id)).toContain(handbook);
    // Globex's own handbook is untouched.
    const globexHandbook = await templateIdByName(k, GLOBEX, 'Handbook acknowledgement');
    expect((await k.ds.query('SELECT active FROM edc_templates WHERE template_id = ?', [globexHandbook]))[0].active).toBe(1);
  });
});
