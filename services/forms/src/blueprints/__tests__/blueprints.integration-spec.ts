import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { ACME, GLOBEX, sessionFor, startEdocs, type EdocsTestKit } from '@attest/edocs/testing';
import type { Session } from '@attest/platform/testing';
import { BlueprintCustomerEntity, BlueprintEntity, CodeValueEntity, ExternalCodeMapEntity, FieldCodeEntity, FieldEntity, TemplateEntity } from '@attest/forms';

const OTHER = 3;

describe('content admin: blueprints and promotion (staff-side §7 "Blueprints and bulk transfer")', () => {
  let k: EdocsTestKit;
  let viewer: Session;
  let other: Session;
  let bp: number;
  let narrow: number;
  let offer: number;
  let policy: number;

  beforeAll(async () => {
    k = await startEdocs();
    viewer = await sessionFor(k.t.app, 'user', 980, ACME, SEEDED_ROLE_IDS.VIEWER);
    other = await sessionFor(k.t.app, 'user', 981, OTHER);
    const now = new Date();
    // GLOBEX's content is the blueprint; ACME is subscribed to it, OTHER is not.
    bp = (await k.ds.getRepository(BlueprintEntity).save({ customer_id: GLOBEX, name: 'Staffing starter', options: JSON.stringify({ code_value_categories: ['BP_SHIFT'] }), created_at: now })).id;
    narrow = (await k.ds.getRepository(BlueprintEntity).save({ customer_id: GLOBEX, name: 'Templates only', options: JSON.stringify({ code_values: false, external_code_maps: false }), created_at: now })).id;
    await k.ds.getRepository(BlueprintCustomerEntity).insert([{ blueprint_id: bp, customer_id: ACME }, { blueprint_id: narrow, customer_id: ACME }]);
    const template = async (name: string, externalId: string | null) => {
      const t = await k.ds.getRepository(TemplateEntity).save({ customer_id: GLOBEX, template_type_id: 7, name, external_id: externalId, directive: '', created_at: now, updated_at: now });
      const f = await k.ds.getRepository(FieldEntity).save({ customer_id: GLOBEX, template_id: t.template_id, datatype_id: 7, code: 'shift', name: 'Shift', sort_order: 1 });
      await k.ds.getRepository(FieldCodeEntity).insert({ customer_id: GLOBEX, field_id: f.field_id, category: 'BP_SHIFT', code: 'D', value: 'Day' });
      return t.template_id;
    };
    offer = await template('BP Offer letter', 'BP-OFFER');
    policy = await template('BP Policy', null);
    await k.ds.getRepository(CodeValueEntity).insert([
      { customer_id: GLOBEX, category: 'BP_SHIFT', code: 'D', value: 'Day', sort_order: 1 },
      { customer_id: GLOBEX, category: 'BP_SHIFT', code: 'N', value: 'Night', sort_order: 2 },
      { customer_id: GLOBEX, category: 'BP_HIDDEN', code: 'X', value: 'Not offered', sort_order: 1 },
      { customer_id: ACME, category: 'BP_SHIFT', code: 'N', value: 'Nights', sort_order: 2 },
    ]);
    await k.ds.getRepository(ExternalCodeMapEntity).insert([
      { customer_id: GLOBEX, category: 'BP_SHIFT', code: 'D', external_code: 'DAY' },
      { customer_id: GLOBEX, category: 'BP_SHIFT', code: 'N', external_code: 'NIGHT' },
      { customer_id: ACME, category: 'BP_SHIFT', code: 'N', external_code: 'NIGHT' },
    ]);
  }, 60_000);
  afterAll(async () => k.t.close());

  const get = (path: string, session = k.staff) => k.call('GET', path, { session });
  const promote = (body: object, session = k.staff) => k.call('POST', '/api/v1/blueprints/promotion', { session, body });
  const snapshot = async () => ({
    templates: await k.ds.query('SELECT template_id, customer_id, name, blueprint_id, updated_at FROM edc_templates ORDER BY template_id'),
    fields: await k.ds.query('SELECT field_id, customer_id, code, name FROM edc_fields ORDER BY field_id'),
    values: await k.ds.query('SELECT customer_id, category, code, value FROM adm_code_values ORDER BY id'),
    maps: await k.ds.query('SELECT customer_id, category, code, external_code FROM adm_external_code_maps ORDER BY id'),
    audit: await k.ds.query('SELECT COUNT(*) AS n FROM audit_log'),
  });
  const everything = { blueprint_id: 0, template_ids: [0], external_code_maps: [{ category: 'BP_SHIFT', code: 'D', external_code: 'DAY' }, { category: 'BP_SHIFT', code: 'N', external_code: 'NIGHT' }], code_values: [{ category: 'BP_SHIFT', code: 'D' }, { category: 'BP_SHIFT', code: 'N' }] };

  it('reads the blueprint, its options and what promoting each item would do', async () => {
    expect((await get('/api/v1/blueprints')).body.map((b: { name: string }) => b.name)).toEqual(['Staffing starter', 'Templates only']);
    expect((await get(`/api/v1/blueprints/${bp}`)).body).toEqual({
      id: bp, name: 'Staffing starter', active: true, source_customer_id: GLOBEX,
      options: { templates: true, external_code_maps: true, code_values: true, code_value_categories: ['BP_SHIFT'] },
    });
    expect((await get(`/api/v1/blueprints/${narrow}/options`)).body).toEqual({ templates: true, external_code_maps: false, code_values: false, code_value_categories: null });
    const templates = (await get(`/api/v1/blueprints/promotion/${bp}/templates`)).body;
    expect(templates.filter((t: { name: string }) => t.name.startsWith('BP ')).map((t: { template_id: number; status: string }) => [t.template_id, t.status])).toEqual([[offer, 'new'], [policy, 'new']]);
    expect((await get(`/api/v1/blueprints/promotion/${bp}/externalCodeMaps`)).body.filter((m: { category: string }) => m.category === 'BP_SHIFT')).toEqual([
      { category: 'BP_SHIFT', code: 'D', external_code: 'DAY', status: 'new' },
      { category: 'BP_SHIFT', code: 'N', external_code: 'NIGHT', status: 'same' },
    ]);
    // Only the categories the blueprint offers.
    expect((await get(`/api/v1/blueprints/${bp}/promotion/codeValues`)).body.map((v: { code: string; status: string }) => [v.code, v.status])).toEqual([['D', 'new'], ['N', 'changed']]);
  });

  it('refuses another customer (404), a role without content.manage (403), the blueprint\'s own customer and disabled options, changing nothing', async () => {
    const before = await snapshot();
    for (const path of [`/api/v1/blueprints/${bp}`, `/api/v1/blueprints/${bp}/options`, `/api/v1/blueprints/promotion/${bp}/templates`, `/api/v1/blueprints/promotion/${bp}/externalCodeMaps`, `/api/v1/blueprints/${bp}/promotion/codeValues`]) {
      expect([path, (await get(path, other)).body]).toEqual([path, expect.objectContaining({ statusCode: 404, messageKey: 'blueprint_not_found' })]);
      expect([path, (await get(path, viewer)).status]).toEqual([path, 403]);
    }
    expect((await get('/api/v1/blueprints', other)).body).toEqual([]);
    const body = { ...everything, blueprint_id: bp, template_ids: [offer] };
    expect((await promote(body, other)).body).toMatchObject({ statusCode: 404, messageKey: 'blueprint_not_found' });
    expect((await promote(body, viewer)).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    expect((await promote(body, k.globexStaff)).body).toMatchObject({ statusCode: 400, messageKey: 'blueprint_own_customer' });
    expect((await promote({ blueprint_id: narrow, template_ids: [offer], code_values: [{ category: 'BP_SHIFT', code: 'D' }] })).body).toMatchObject({
      statusCode: 400, messageKey: 'blueprint_option_disabled', details: { fields: { code_values: 'blueprint_option_disabled' } },
    });
    expect((await promote({ blueprint_id: bp })).body).toMatchObject({ statusCode: 400, messageKey: 'blueprint_nothing_chosen' });
    expect((await promote({ blueprint_id: bp, code_values: [{ category: 'BP_HIDDEN', code: 'X' }] })).body).toMatchObject({ statusCode: 404, messageKey: 'blueprint_item_not_found' });
    const acmeTemplate = (await k.ds.getRepository(TemplateEntity).findOneOrFail({ where: { customer_id: ACME } })).template_id;
    expect((await promote({ blueprint_id: bp, template_ids: [acmeTemplate] })).body).toMatchObject({ statusCode: 404, messageKey: 'template_not_found' });
    expect((await promote({ blueprint_id: bp, template_ids: ['x'] })).status).toBe(400);
    // A preview writes nothing either.
    const preview = await promote({ ...body, preview: true });
    expect(preview.body).toMatchObject({ preview: true, changes: true, summary: { templates: { new: 1 }, external_code_maps: { new: 1, same: 1 }, code_values: { new: 1, changed: 1 } } });
    expect(await snapshot()).toEqual(before);
  });

  it('promotes templates, code maps and code values into the customer; promoting again changes nothing', async () => {
    const res = await promote({ ...everything, blueprint_id: bp, template_ids: [offer, policy] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ preview: false, changes: true, summary: { templates: { new: 2 }, external_code_maps: { new: 1, same: 1 }, code_values: { new: 1, changed: 1 } } });
    const copies = await k.ds.getRepository(TemplateEntity).find({ where: { customer_id: ACME, blueprint_id: bp }, order: { template_id: 'ASC' } });
    expect(copies.map((t) => [t.name, t.external_id])).toEqual([['BP Offer letter', 'BP-OFFER'], ['BP Policy', null]]);
    expect(res.body.templates.map((t: { target_id: number }) => t.target_id)).toEqual(copies.map((t) => t.template_id));
    const [field] = await k.ds.getRepository(FieldEntity).find({ where: { customer_id: ACME, template_id: copies[0].template_id } });
    expect(field).toMatchObject({ code: 'shift', name: 'Shift' });
    expect(await k.ds.getRepository(FieldCodeEntity).find({ where: { field_id: field.field_id }, select: ['customer_id', 'code', 'value'] })).toEqual([{ customer_id: ACME, code: 'D', value: 'Day' }]);
    expect(await k.ds.query("SELECT code, value FROM adm_code_values WHERE customer_id = ? AND category = 'BP_SHIFT' ORDER BY code", [ACME])).toEqual([{ code: 'D', value: 'Day' }, { code: 'N', value: 'Night' }]);
    expect(await k.ds.query("SELECT code, external_code FROM adm_external_code_maps WHERE customer_id = ? AND category = 'BP_SHIFT' ORDER BY code", [ACME])).toEqual([
      { code: 'D', external_code: 'DAY' }, { code: 'N', external_code: 'NIGHT' },
    ]);
    const [audit] = await k.ds.query("SELECT actor_id, changes FROM audit_log WHERE customer_id = ? AND entity = 'blueprint' AND action = 'promote'", [ACME]);
    expect(audit.actor_id).toBe(900);
    expect(JSON.parse(audit.changes).code_values.to).toEqual(['new:BP_SHIFT/D', 'changed:BP_SHIFT/N']);

    const before = await snapshot();
    const again = await promote({ ...everything, blueprint_id: bp, template_ids: [offer, policy] });
    expect(again.body).toMatchObject({ changes: false, summary: { templates: { same: 2 }, external_code_maps: { same: 2 }, code_values: { same: 2 } } });
    expect(await snapshot()).toEqual(before);
    expect((await get(`/api/v1/blueprints/promotion/${bp}/templates`)).body.filter((t: { name: string }) => t.name.startsWith('BP ')).map((t: { status: string }) => t.status)).toEqual(['same', 'same']);
  });
});
