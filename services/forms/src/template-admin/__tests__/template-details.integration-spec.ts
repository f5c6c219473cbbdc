import { ACME, GLOBEX } from '@attest/edocs/testing';
import { auditRows, postForm, snapshot, startTemplateAdmin, templateIdByName, type TemplateAdminKit } from './template-admin-kit';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read ad hoc */
describe('template administration: categories, tags, options, missing fields, dynamic params, history (spec staff-side §7)', () => {
  let k: TemplateAdminKit;
  let showcase: number;
  let globexShowcase: number;
  beforeAll(async () => {
    k = await startTemplateAdmin();
    showcase = k.acme.showcaseTemplateId;
    globexShowcase = k.globex.showcaseTemplateId;
  }, 90_000);
  afterAll(async () => k.t.close());

  const formUrl = (id: number, customerId = ACME) => `/api/customers/${customerId}/forms/${id}`;
  const tagsUrl = (id: number, customerId = ACME) => `/api/customers/${customerId}/tags/${id}`;
  const fieldId = async (templateId: number, code: string) =>
    Number((await k.ds.query('SELECT field_id FROM edc_fields WHERE template_id = ? AND code = ?', [templateId, code]))[0].field_id);

  it('reads, sets (form-encoded) and removes a category; refusals change nothing', async () => {
    expect((await k.call('GET', `${formUrl(showcase)}/category`, { session: k.viewer })).body).toEqual({ template_id: showcase, category: 'Onboarding' });
    const before = await snapshot(k);
    const refused = [
      await postForm(k, 'POST', `${formUrl(showcase)}/category`, [['category', 'Hack']], k.viewer),
      await k.call('DELETE', `${formUrl(showcase)}/category`, { session: k.recruiter }),
      await postForm(k, 'POST', `${formUrl(showcase, GLOBEX)}/category`, [['category', 'Hack']], k.staff),
      await postForm(k, 'POST', `${formUrl(globexShowcase)}/category`, [['category', 'Hack']], k.staff),
      await k.call('GET', `${formUrl(globexShowcase)}/category`, { session: k.staff }),
      await postForm(k, 'POST', `${formUrl(showcase)}/category`, [['category', ' ']], k.staff),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 404, 404, 404, 400]);
    expect(await snapshot(k)).toBe(before);

    const set = await postForm(k, 'POST', `${formUrl(showcase)}/category`, [['category', 'Benefits']], k.staff);
    expect(set).toMatchObject({ status: 200, body: { template_id: showcase, category: 'Benefits' } });
    const removed = await k.call('DELETE', `${formUrl(showcase)}/category`, { session: k.staff });
    expect(removed.body).toEqual({ template_id: showcase, category: null });
    const [cleared, changed] = await auditRows(k, showcase);
    expect(cleared).toMatchObject({ action: 'remove_category', changes: { category: { from: 'Benefits', to: null } } });
    expect(changed).toMatchObject({ action: 'set_category', changes: { category: { from: 'Onboarding', to: 'Benefits' } } });
    expect((await k.call('GET', '/api/v1/templates?category=Benefits', { session: k.staff })).body.items).toEqual([]);
  });

  it("lists the customer's tags, reads and replaces a template's tags (form-encoded lists), searches tags", async () => {
    const all = await k.call('GET', `/api/customers/${ACME}/tags`, { session: k.viewer });
    expect(all.status).toBe(200);
    expect(all.body).toEqual(expect.arrayContaining(['demo', 'showcase']));
    expect((await k.call('GET', `/api/customers/${GLOBEX}/tags`, { session: k.staff })).status).toBe(404);
    expect((await k.call('GET', tagsUrl(showcase), { session: k.viewer })).body).toEqual(['demo', 'showcase']);
    expect((await k.call('GET', tagsUrl(globexShowcase), { session: k.staff })).status).toBe(404);

    const before = await snapshot(k);
    const refused = [
      await postForm(k, 'POST', tagsUrl(showcase), [['tags', 'x']], k.viewer),
      await postForm(k, 'POST', tagsUrl(showcase, GLOBEX), [['tags', 'x']], k.staff),
      await postForm(k, 'POST', tagsUrl(globexShowcase), [['tags', 'x']], k.staff),
      await k.call('POST', tagsUrl(showcase), { session: k.staff, body: { tags: [1, 2] } }),
      await k.call('POST', tagsUrl(showcase), { session: k.staff, body: { tags: ['x'.repeat(101)] } }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 404, 404, 400, 400]);
    expect(refused[4].body.details.fields).toEqual({ tags: 'max_length' });
    expect(await snapshot(k)).toBe(before);

    const set = await postForm(k, 'POST', tagsUrl(showcase), [['tags', 'showcase'], ['tags', 'benefits'], ['tags', 'benefits']], k.staff);
    expect(set).toMatchObject({ status: 200, body: ['benefits', 'showcase'] });
    const [row] = await auditRows(k, showcase);
    expect(row).toMatchObject({ action: 'set_tags', changes: { tags: { from: ['demo', 'showcase'], to: ['benefits', 'showcase'] } } });
    expect((await k.call('GET', '/api/v1/templates?tag=benefits', { session: k.staff })).body.items.map((t: any) => t.template_id)).toEqual([showcase]);

    const search = await k.call('GET', '/api/v1/tags?search=NEFIT&take=5', { session: k.viewer });
    expect(search).toMatchObject({ status: 200, body: [{ tag: 'benefits', entity_type: 0, count: 1 }] });
    // Another customer's tags never show.
    expect((await postForm(k, 'POST', tagsUrl(globexShowcase, GLOBEX), [['tags', 'globex-only']], k.globexStaff)).status).toBe(200);
    expect((await k.call('GET', '/api/v1/tags?search=globex', { session: k.staff })).body).toEqual([]);
    expect((await k.call('GET', '/api/v1/tags?search=globex', { session: k.globexStaff })).body.map((t: any) => t.tag)).toEqual(['globex-only']);
    expect((await k.call('GET', '/api/v1/tags?take=0&entityType=1', { session: k.staff })).body.details.fields).toEqual({ take: 'invalid_entry', entityType: 'invalid_entry' });
  });

  it("answers a template's and a field's options; sets and clears default options, audited; refusals change nothing", async () => {
    const options = await k.call('GET', `/api/v1/templates/${showcase}/options`, { session: k.viewer });
    expect(options.status).toBe(200);
    const shift = options.body.find((f: any) => f.name === 'shift');
    expect(shift).toMatchObject({ multi: false, options: [{ code: 'DAY' }, { code: 'SWING' }, { code: 'NIGHT' }] });
    expect(options.body.every((f: any) => f.options.length > 0)).toBe(true);
    expect((await k.call('GET', `/api/v1/templates/${globexShowcase}/options`, { session: k.staff })).status).toBe(404);
    const shiftId = shift.field_id;
    expect((await k.call('GET', `/api/v1/templates/field/${shiftId}/options`, { session: k.viewer })).body).toEqual(shift);
    const globexShift = await fieldId(globexShowcase, 'shift');
    expect((await k.call('GET', `/api/v1/templates/field/${globexShift}/options`, { session: k.staff })).status).toBe(404);

    const url = (t: number, f: number) => `/api/v1/templates/${t}/field/${f}/default-option`;
    const textField = await fieldId(showcase, 'first_name');
    const before = await snapshot(k);
    const refused = [
      await k.call('POST', url(showcase, shiftId), { session: k.viewer, body: { code: 'DAY' } }),
      await k.call('DELETE', url(showcase, shiftId), { session: k.recruiter }),
      await k.call('POST', url(globexShowcase, globexShift), { session: k.staff, body: { code: 'DAY' } }),
      await k.call('POST', url(k.acme.largeTemplateId, shiftId), { session: k.staff, body: { code: 'DAY' } }),
      await k.call('POST', url(showcase, shiftId), { session: k.staff, body: { code: 'NOPE' } }),
      await k.call('POST', url(showcase, textField), { session: k.staff, body: { code: 'X' } }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 404, 404, 400, 400]);
    expect(refused[4].body.details.fields).toEqual({ code: 'invalid_entry' });
    expect(refused[5].body.messageKey).toBe('field_has_no_options');
    expect(await snapshot(k)).toBe(before);

    const set = await k.call('POST', url(showcase, shiftId), { session: k.staff, body: { code: 'DAY' } });
    expect(set.status).toBe(200);
    expect(set.body.options.filter((o: any) => o.is_default).map((o: any) => o.code)).toEqual(['DAY']);
    const moved = await k.call('POST', url(showcase, shiftId), { session: k.staff, body: { code: 'NIGHT' } });
    expect(moved.body.options.filter((o: any) => o.is_default).map((o: any) => o.code)).toEqual(['NIGHT']);
    // The applicant's form now starts from that default.
    const form = await k.call('GET', `/api/v1/Applicants/SignatureRequests/forms/${showcase}`, { session: k.adaSession });
    expect(form.body.fields.find((f: any) => f.name === 'shift').codes.find((c: any) => c.is_default).code).toBe('NIGHT');
    const cleared = await k.call('DELETE', url(showcase, shiftId), { session: k.staff });
    expect(cleared.body.options.some((o: any) => o.is_default)).toBe(false);
    const [c, m, s] = await auditRows(k, showcase);
    expect([c.action, m.action, s.action]).toEqual(['default_option', 'default_option', 'default_option']);
    expect(m.changes).toEqual({ 'shift.default': { from: ['DAY'], to: ['NIGHT'] } });
    expect(c.changes).toEqual({ 'shift.default': { from: ['NIGHT'], to: [] } });
  });

  it('lists missing fields (no PDF position) and whether a signed template names no signature spot', async () => {
    const handbook = await templateIdByName(k, ACME, 'Handbook acknowledgement');
    const placed = await k.call('GET', `/api/v1/templates/${handbook}/missingfields`, { session: k.viewer });
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ template_id: handbook, needs_signature: true, fields: [] });
    const ack = await fieldId(handbook, 'acknowledge');
    await k.ds.query('UPDATE edc_fields SET params = NULL WHERE field_id = ?', [ack]);
    const missing = await k.call('GET', `/api/v1/templates/${handbook}/missingfields`, { session: k.viewer });
    expect(missing.body.fields).toEqual([{ field_id: ack, name: 'acknowledge', reason: 'no_pdf_position' }]);
    expect((await k.call('GET', `/api/v1/templates/${await templateIdByName(k, GLOBEX, 'Handbook acknowledgement')}/missingfields`, { session: k.staff })).status).toBe(404);

    const params = await k.call('GET', '/api/v1/templates/dynamic-params', { session: k.viewer });
    expect(params.status).toBe(200);
    expect(params.body.map((p: any) => p.name)).toEqual(expect.arrayContaining(['applicant_id', 'email', 'sig_request_id']));
    expect(params.body.every((p: any) => p.descriptionKey && p.description)).toBe(true);
  });

  it('answers the history of changes from the audit log, filtered and paged, only for the caller’s customer', async () => {
    const all = await k.call('POST', '/api/v1/templates/history/query', { session: k.viewer, body: { template_id: showcase } });
    expect(all.status).toBe(200);
    expect(all.body.items.map((e: any) => e.action)).toEqual(['default_option', 'default_option', 'default_option', 'set_tags', 'remove_category', 'set_category']);
    expect(all.body.items[0]).toMatchObject({ template_id: showcase, actor_party: 'user', actor_id: 900, changes: { 'shift.default': { from: ['NIGHT'], to: [] } } });
    expect(all.body.total).toBe(6);
    // Who, by name: the staff user's row (900 is the kit's admin, given a name here).
    await k.ds.query("INSERT INTO cst_users (user_id, customer_id, email, first_name, last_name, password_hash, active) VALUES (900, ?, 'kit.admin@acme.test', 'Kit', 'Admin', 'x', 1)", [ACME]);
    const named = await k.call('POST', '/api/v1/templates/history/query', { session: k.viewer, body: { template_id: showcase, take: 1 } });
    expect(named.body.items[0]).toMatchObject({ actor_id: 900, actor_name: 'Kit Admin', acting_user_name: null });
    const tags = await k.call('POST', '/api/v1/templates/history/query', { session: k.viewer, body: { action: 'set_tags', take: 1 } });
    expect(tags.body).toMatchObject({ total: 1, items: [{ action: 'set_tags', template_id: showcase }] });
    const today = new Date().toISOString().slice(0, 10);
    expect((await k.call('POST', '/api/v1/templates/history/query', { session: k.viewer, body: { from: today, to: today } })).body.total).toBeGreaterThanOrEqual(6);
    expect((await k.call('POST', '/api/v1/templates/history/query', { session: k.viewer, body: { to: '2000-01-01' } })).body.total).toBe(0);
    // Globex sees only its own history (its tag change above) and cannot name acme's template.
    const globex = await k.call('POST', '/api/v1/templates/history/query', { session: k.globexStaff, body: {} });
    expect(globex.body.items.map((e: any) => [e.template_id, e.action])).toEqual([[globexShowcase, 'set_tags']]);
    expect((await k.call('POST', '/api/v1/templates/history/query', { session: k.globexStaff, body: { template_id: showcase } })).status).toBe(404);
    const bad = await k.call('POST', '/api/v1/templates/history/query', { session: k.viewer, body: { from: '01/02/2025', page: 0 } });
    expect(bad.body.details.fields).toEqual({ from: 'invalid_date', page: 'invalid_entry' });
  });
});
