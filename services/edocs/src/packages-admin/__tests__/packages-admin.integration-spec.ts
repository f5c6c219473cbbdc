import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { TemplateEntity } from '@attest/forms';
import { ACME, countRows, GLOBEX, sessionFor, startEdocs, type EdocsTestKit } from '@attest/edocs/testing';
import type { Session } from '@attest/platform/testing';

describe('content admin: packages (staff-side §7 "Packages")', () => {
  let k: EdocsTestKit;
  let viewer: Session;
  let recruiter: Session;
  let acmeTemplates: number[];
  let globexTemplate: number;

  beforeAll(async () => {
    k = await startEdocs();
    viewer = await sessionFor(k.t.app, 'user', 950, ACME, SEEDED_ROLE_IDS.VIEWER);
    recruiter = await sessionFor(k.t.app, 'user', 951, ACME, SEEDED_ROLE_IDS.RECRUITER);
    const repo = k.ds.getRepository(TemplateEntity);
    acmeTemplates = (await repo.find({ where: { customer_id: ACME, active: 1 }, order: { template_id: 'ASC' } })).map((t) => t.template_id);
    globexTemplate = (await repo.findOneOrFail({ where: { customer_id: GLOBEX } })).template_id;
  }, 60_000);
  afterAll(async () => k.t.close());

  /** Everything a refused write could have touched. */
  const snapshot = async () => ({
    packages: await k.ds.query('SELECT package_id, name, location_id, active FROM edc_packages ORDER BY package_id'),
    links: await k.ds.query('SELECT package_id, template_id, sort_order FROM edc_package_templates ORDER BY id'),
    tags: await k.ds.query('SELECT package_id, tag FROM edc_package_tags ORDER BY id'),
    audit: await countRows(k.ds, 'audit_log'),
  });
  const create = (session: Session, body: object) => k.call('POST', '/api/v1/packages', { session, body });

  it('creates a package with tags and ordered templates, reads it back and records the audit', async () => {
    const [a, b, c] = acmeTemplates;
    const res = await create(k.staff, { name: 'Warehouse starters', location_id: 7, tags: ['warehouse', 'new-hire', 'warehouse'], template_ids: [c, a, b] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Warehouse starters', location_id: 7, active: true, tags: ['new-hire', 'warehouse'] });
    expect(res.body.templates.map((t: { template_id: number }) => t.template_id)).toEqual([c, a, b]);
    expect(res.body.templates[0]).toEqual({ template_id: c, name: expect.any(String), sort_order: 1, active: true });
    const got = await k.call('GET', `/api/v1/packages/${res.body.package_id}`, { session: viewer });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
    const [audit] = await k.ds.query("SELECT actor_id, action FROM audit_log WHERE entity = 'package' AND entity_id = ?", [String(res.body.package_id)]);
    expect(audit).toMatchObject({ actor_id: 900, action: 'create' });
  });

  it('queries with filters and paging: search, tag, template, location (own and every-location packages), active', async () => {
    const one = await create(k.staff, { name: 'Query 100% alpha', tags: ['q-tag'], template_ids: [acmeTemplates[0]] });
    await create(k.staff, { name: 'Query beta', location_id: 8, active: false });
    const q = async (body: object, session = k.staff) => (await k.call('POST', '/api/v1/packages/query', { session, body })).body;
    expect((await q({ search: '100%' })).items.map((p: { name: string }) => p.name)).toEqual(['Query 100% alpha']);
    expect((await q({ search: 'query' })).total).toBe(2);
    expect((await q({ tag: 'q-tag' })).items.map((p: { package_id: number }) => p.package_id)).toEqual([one.body.package_id]);
    expect((await q({ template_id: acmeTemplates[0], search: 'query' })).total).toBe(1);
    const atEight = (await q({ location_id: 8, take: 200 })).items.map((p: { name: string }) => p.name);
    expect(atEight).toContain('Query beta');
    expect(atEight).toContain('Query 100% alpha'); // location_id null: every location
    expect(atEight).not.toContain('Warehouse starters'); // location 7 only
    expect((await q({ search: 'query', active: false })).items.map((p: { name: string }) => p.name)).toEqual(['Query beta']);
    const all = await q({ take: 200 });
    const page = await q({ skip: 1, take: 2 }, viewer);
    expect(page.total).toBe(all.total);
    expect(page.items.map((p: { package_id: number }) => p.package_id)).toEqual(all.items.slice(1, 3).map((p: { package_id: number }) => p.package_id));
    // The other customer sees none of these.
    expect((await q({ search: 'query' }, k.globexStaff)).total).toBe(0);
    expect((await k.call('POST', '/api/v1/packages/query', { session: k.staff, body: { take: 0, bogus: 1 } })).body).toMatchObject({
      statusCode: 400, messageKey: 'validation_failed', details: { fields: { take: 'invalid_entry', bogus: 'unknown_field' } },
    });
  });

  it('edits name, location and active; a package of another customer is 404 and unchanged', async () => {
    const pkg = (await create(k.staff, { name: 'Editable' })).body;
    const res = await k.call('PUT', `/api/v1/packages/${pkg.package_id}`, { session: k.staff, body: { name: 'Edited', location_id: null, active: false } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Edited', location_id: null, active: false });
    const [audit] = await k.ds.query("SELECT changes FROM audit_log WHERE entity = 'package' AND entity_id = ? AND action = 'update'", [String(pkg.package_id)]);
    expect(JSON.parse(audit.changes)).toEqual({ name: { from: 'Editable', to: 'Edited' }, active: { from: true, to: false } });

    const before = await snapshot();
    expect((await k.call('GET', `/api/v1/packages/${pkg.package_id}`, { session: k.globexStaff })).body).toMatchObject({ statusCode: 404, messageKey: 'not_found' });
    expect((await k.call('PUT', `/api/v1/packages/${pkg.package_id}`, { session: k.globexStaff, body: { name: 'Stolen' } })).status).toBe(404);
    expect((await k.call('PUT', `/api/v1/packages/${pkg.package_id}/tags`, { session: k.globexStaff, body: { tags: ['x'] } })).status).toBe(404);
    expect((await k.call('PUT', `/api/v1/packages/${pkg.package_id}/templates?reorderByIndex=true`, { session: k.globexStaff, body: [] })).status).toBe(404);
    expect((await k.call('POST', '/api/v1/packages/bulk', { session: k.globexStaff, body: { bulkAction: 'delete', subjects: [pkg.package_id] } })).status).toBe(404);
    expect((await k.call('PUT', `/api/v1/packages/${pkg.package_id}`, { session: k.staff, body: {} })).body).toMatchObject({ statusCode: 400 });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses another customer\'s template on create, templates and bulk add, writing nothing', async () => {
    const pkg = (await create(k.staff, { name: 'Own templates', template_ids: [acmeTemplates[0]] })).body;
    const before = await snapshot();
    expect((await create(k.staff, { name: 'Foreign', template_ids: [acmeTemplates[1], globexTemplate] })).body).toMatchObject({ statusCode: 404, messageKey: 'template_not_found' });
    const put = await k.call('PUT', `/api/v1/packages/${pkg.package_id}/templates?reorderByIndex=true`, { session: k.staff, body: [{ template_id: globexTemplate }] });
    expect(put.body).toMatchObject({ statusCode: 404, messageKey: 'template_not_found' });
    const bulk = await k.call('POST', '/api/v1/packages/bulk', { session: k.staff, body: { bulkAction: 'add', subjects: [pkg.package_id], objects: { template_ids: [globexTemplate] } } });
    expect(bulk.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('sets tags and template order: reorderByIndex takes the body order, otherwise each sort_order', async () => {
    const [a, b, c] = acmeTemplates;
    const pkg = (await create(k.staff, { name: 'Ordered', tags: ['old'], template_ids: [a, b] })).body;
    const tags = await k.call('PUT', `/api/v1/packages/${pkg.package_id}/tags`, { session: k.staff, body: { tags: ['z-new', 'a-new'] } });
    expect(tags.body.tags).toEqual(['a-new', 'z-new']);
    const byIndex = await k.call('PUT', `/api/v1/packages/${pkg.package_id}/templates?reorderByIndex=true`, { session: k.staff, body: [{ template_id: c, sort_order: 9 }, { template_id: b }, { template_id: a }] });
    expect(byIndex.status).toBe(200);
    expect(byIndex.body.templates.map((t: { template_id: number; sort_order: number }) => [t.template_id, t.sort_order])).toEqual([[c, 1], [b, 2], [a, 3]]);
    const bySort = await k.call('PUT', `/api/v1/packages/${pkg.package_id}/templates`, { session: k.staff, body: [{ template_id: c, sort_order: 20 }, { template_id: a, sort_order: 10 }] });
    expect(bySort.body.templates.map((t: { template_id: number }) => t.template_id)).toEqual([a, c]);
    // The send-package list (documents.send) follows the new order.
    const available = await k.call('GET', '/api/v1/signatureRequests/availablePackages', { session: k.staff });
    expect(available.body.find((p: { package_id: number }) => p.package_id === pkg.package_id).template_ids).toEqual([a, c]);

    const before = await snapshot();
    expect((await k.call('PUT', `/api/v1/packages/${pkg.package_id}/templates`, { session: k.staff, body: [{ template_id: a }] })).body).toMatchObject({ statusCode: 400, details: { fields: { sort_order: 'required_field' } } });
    expect((await k.call('PUT', `/api/v1/packages/${pkg.package_id}/templates?reorderByIndex=true`, { session: k.staff, body: [{ template_id: a }, { template_id: a }] })).status).toBe(400);
    expect((await k.call('PUT', `/api/v1/packages/${pkg.package_id}/templates?reorderByIndex=maybe`, { session: k.staff, body: [] })).status).toBe(400);
    expect((await k.call('PUT', `/api/v1/packages/${pkg.package_id}/templates?reorderByIndex=true`, { session: k.staff, body: { template_id: a } })).body).toMatchObject({ statusCode: 400, messageKey: 'body_required' });
    expect((await k.call('PUT', `/api/v1/packages/${pkg.package_id}/tags`, { session: k.staff, body: { tags: ['<b>'] } })).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('bulk adds and removes templates and tags across packages, and deletes packages', async () => {
    const [a, b, c] = acmeTemplates;
    const p1 = (await create(k.staff, { name: 'Bulk one', template_ids: [a], tags: ['keep'] })).body.package_id;
    const p2 = (await create(k.staff, { name: 'Bulk two', template_ids: [b] })).body.package_id;
    const bulk = (body: object) => k.call('POST', '/api/v1/packages/bulk', { session: k.staff, body });
    expect((await bulk({ bulkAction: 'add', subjects: [p1, p2], objects: { template_ids: [c, a], tags: ['bulk'] } })).body).toEqual({ bulkAction: 'add', packages: 2 });
    const read = async (id: number) => (await k.call('GET', `/api/v1/packages/${id}`, { session: k.staff })).body;
    expect((await read(p1)).templates.map((t: { template_id: number }) => t.template_id)).toEqual([a, c]);
    expect((await read(p2)).templates.map((t: { template_id: number }) => t.template_id)).toEqual([b, c, a]);
    expect((await read(p2)).tags).toEqual(['bulk']);
    await bulk({ bulkAction: 'remove', subjects: [p1, p2], objects: { template_ids: [a], tags: ['bulk'] } });
    expect(await read(p1)).toMatchObject({ tags: ['keep'], templates: [expect.objectContaining({ template_id: c })] });
    expect((await read(p2)).templates.map((t: { template_id: number }) => t.template_id)).toEqual([b, c]);

    const before = await snapshot();
    expect((await bulk({ bulkAction: 'add', subjects: [p1] })).body).toMatchObject({ statusCode: 400, details: { fields: { objects: 'required_field' } } });
    expect((await bulk({ bulkAction: 'explode', subjects: [p1] })).status).toBe(400);
    expect((await bulk({ bulkAction: 'delete', subjects: [p1, 999999] })).status).toBe(404);
    expect(await snapshot()).toEqual(before);

    expect((await bulk({ bulkAction: 'delete', subjects: [p1, p2] })).status).toBe(200);
    expect((await k.call('GET', `/api/v1/packages/${p1}`, { session: k.staff })).status).toBe(404);
    expect(await k.ds.query('SELECT id FROM edc_package_templates WHERE package_id IN (?, ?)', [p1, p2])).toEqual([]);
    expect(await k.ds.query('SELECT id FROM edc_package_tags WHERE package_id IN (?, ?)', [p1, p2])).toEqual([]);
    expect(await k.ds.query("SELECT action FROM audit_log WHERE entity = 'package' AND entity_id = ? AND action = 'delete'", [String(p2)])).toHaveLength(1);
  });

  it('lets a role with content.read read but refuses every write without content.manage (403), writing nothing', async () => {
    const pkg = (await create(k.staff, { name: 'Guarded', template_ids: [acmeTemplates[0]] })).body;
    expect((await k.call('POST', '/api/v1/packages/query', { session: recruiter, body: {} })).status).toBe(200);
    expect((await k.call('GET', `/api/v1/packages/${pkg.package_id}`, { session: recruiter })).status).toBe(200);
    const before = await snapshot();
    for (const session of [viewer, recruiter]) {
      const writes = [
        await create(session, { name: 'Nope' }),
        await k.call('PUT', `/api/v1/packages/${pkg.package_id}`, { session, body: { name: 'Nope' } }),
        await k.call('PUT', `/api/v1/packages/${pkg.package_id}/tags`, { session, body: { tags: ['nope'] } }),
        await k.call('PUT', `/api/v1/packages/${pkg.package_id}/templates?reorderByIndex=true`, { session, body: [] }),
        await k.call('POST', '/api/v1/packages/bulk', { session, body: { bulkAction: 'delete', subjects: [pkg.package_id] } }),
      ];
      expect(writes.map((r) => [r.status, r.body.messageKey])).toEqual(Array(5).fill([403, 'permission_denied']));
    }
    expect((await k.call('POST', '/api/v1/packages/query', { session: k.adaSession, body: {} })).status).toBe(403);
    expect((await k.call('POST', '/api/v1/packages/query', { body: {} })).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});
