import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { ACME, GLOBEX, sessionFor, startEdocs, type EdocsTestKit } from '@attest/edocs/testing';
import { JOB_QUEUE, QueueName, RealtimeService, STORAGE, type JobQueue, type StorageService } from '@attest/platform';
import { grantRole, type Session } from '@attest/platform/testing';
import { transferJobId } from '../jobs/transfer-content.job';
import { contentSnapshot, describeTemplate, makePackage, makeTemplate } from './transfer-kit';

const PDF = Buffer.from('%PDF-1.4\n% transfer kit\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Starts a transfer and waits for its job; answers the job's result. */
async function runTransfer(k: EdocsTestKit, body: object, session = k.staff) {
  const started = await k.call('POST', `/api/v2/customers/${ACME}/bulktransfer/transferTemplatesAndPackages`, { session, body });
  expect(started.status).toBe(202);
  const queue = k.t.app.get<JobQueue>(JOB_QUEUE);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const job = await queue.getJob(QueueName.Transfers, transferJobId(started.body.transfer_id));
    if (job?.state === 'completed' || job?.state === 'failed') {
      expect(job.state).toBe('completed');
      return { started: started.body, result: job.returnValue as { changes: boolean; messageKey: string; summary: Record<string, Record<string, number>> } };
    }
    if (Date.now() > deadline) {
      throw new Error('transfer job did not finish');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function importBundle(baseUrl: string, session: Session, customerId: number, bundle: string) {
  const form = new FormData();
  form.append('bundle', new Blob([bundle], { type: 'application/json' }), 'bundle.json');
  const res = await fetch(`${baseUrl}/api/v2/customers/${customerId}/bulktransfer/import`, {
    method: 'POST',
    headers: { authorization: `Basic ${session.token}`, 'x-requested-by-party': 'user', 'x-request-customer-id': String(customerId), accept: 'application/json' },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

describe('content admin: bulk transfer between customers and environments (staff-side §7 "Blueprints and bulk transfer")', () => {
  let k: EdocsTestKit;
  let storage: StorageService;
  let viewer: Session;
  let stranger: Session;
  let alpha: number;
  let beta: number;
  let pkg: number;
  const saved = { ...process.env };

  beforeAll(async () => {
    process.env.ENVIRONMENT_NAME = 'Test';
    process.env.TRANSFER_ENVIRONMENTS = JSON.stringify([{ name: 'UAT', base_url: 'https://uat.example.test/' }]);
    process.env.TRANSFER_BUNDLE_KEY = 'ab'.repeat(32);
    k = await startEdocs();
    storage = k.t.app.get<StorageService>(STORAGE);
    await k.t.app.get<JobQueue>(JOB_QUEUE).start();
    // The ACME admin (900) also manages GLOBEX's content: GLOBEX is a source customer for them.
    await grantRole(k.t.app, 900, GLOBEX);
    viewer = await sessionFor(k.t.app, 'user', 970, ACME, SEEDED_ROLE_IDS.VIEWER);
    // An ACME admin with no role at GLOBEX.
    stranger = await sessionFor(k.t.app, 'user', 971, ACME);
    alpha = await makeTemplate(k.ds, GLOBEX, 'XT Alpha', { externalId: 'XT-A', pdf: { storage, bytes: PDF }, tags: ['t1'] });
    beta = await makeTemplate(k.ds, GLOBEX, 'XT Beta');
    pkg = await makePackage(k.ds, GLOBEX, 'XT Starter', [beta, alpha], ['starter']);
  }, 90_000);
  afterAll(async () => {
    process.env = saved;
    await k.t.close();
  });

  const model = (body: object, session = k.staff, customerId = ACME) =>
    k.call('POST', `/api/v2/customers/${customerId}/bulktransfer/getTransferModelForTransferView`, { session, body });

  it('lists the environments and the source customers of this one', async () => {
    const envs = await k.call('GET', '/api/v1/customerEnvironment', { session: k.staff });
    expect(envs.status).toBe(200);
    expect(envs.body).toEqual([
      { name: 'Test', base_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$|^http:\/\/localhost/), current: true },
      { name: 'UAT', base_url: 'https://uat.example.test', current: false },
    ]);
    const here = await k.call('POST', '/api/v2/bulktransfer/getCustomersForSourceEnv', { session: k.staff, body: { environment: 'test' } });
    expect(here.body).toEqual({ environment: 'Test', current: true, bundle_only: false, customers: [{ customer_id: GLOBEX, name: String(GLOBEX), customer_code: null }] });
    expect((await k.call('POST', '/api/v2/bulktransfer/getCustomersForSourceEnv', { session: stranger, body: { environment: 'Test' } })).body.customers).toEqual([]);
    expect((await k.call('POST', '/api/v2/bulktransfer/getCustomersForSourceEnv', { session: k.staff, body: { environment: 'UAT' } })).body).toEqual({
      environment: 'UAT', current: false, bundle_only: true, customers: [],
    });
    expect((await k.call('POST', '/api/v2/bulktransfer/getCustomersForSourceEnv', { session: k.staff, body: { environment: 'Mars' } })).body).toMatchObject({ statusCode: 404, messageKey: 'environment_not_found' });
    expect((await k.call('GET', '/api/v1/customerEnvironment', { session: viewer })).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
  });

  it('refuses another customer, a role without content.manage, an unmanaged source and bad choices, changing nothing', async () => {
    const before = { acme: await contentSnapshot(k.ds, ACME), globex: await contentSnapshot(k.ds, GLOBEX) };
    const body = { source_customer_id: GLOBEX, package_ids: [pkg] };
    const start = (b: object, session = k.staff, customerId = ACME) => k.call('POST', `/api/v2/customers/${customerId}/bulktransfer/transferTemplatesAndPackages`, { session, body: b });
    // Another customer's path: 404 (the path is not the caller's customer).
    expect((await model(body, k.globexStaff)).body).toMatchObject({ statusCode: 404 });
    expect((await start(body, k.globexStaff)).status).toBe(404);
    expect((await k.call('POST', `/api/v2/customers/${ACME}/bulktransfer/export`, { session: k.globexStaff, body: { template_ids: [alpha] } })).status).toBe(404);
    // Viewer (content.read only): 403.
    expect((await model(body, viewer)).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    expect((await start(body, viewer)).status).toBe(403);
    expect((await k.call('POST', '/api/v2/bulktransfer/getCustomersForSourceEnv', { session: viewer, body: { environment: 'Test' } })).status).toBe(403);
    // A source customer the caller does not manage looks missing.
    expect((await model(body, stranger)).body).toMatchObject({ statusCode: 404, messageKey: 'transfer_source_not_found' });
    expect((await start(body, stranger)).body).toMatchObject({ statusCode: 404, messageKey: 'transfer_source_not_found' });
    expect((await model({ source_customer_id: ACME, template_ids: [alpha] })).body).toMatchObject({ statusCode: 400, messageKey: 'transfer_same_customer' });
    expect((await model({ source_customer_id: GLOBEX })).body).toMatchObject({ statusCode: 400, messageKey: 'transfer_nothing_chosen' });
    expect((await model({ package_ids: [pkg] })).body).toMatchObject({ statusCode: 400, details: { fields: { source_customer_id: 'required_field' } } });
    expect((await model({ source_customer_id: GLOBEX, template_ids: [999999] })).body).toMatchObject({ statusCode: 404, messageKey: 'template_not_found' });
    expect((await model({ source_environment: 'UAT', source_customer_id: GLOBEX, template_ids: [alpha] })).body).toMatchObject({ statusCode: 400, messageKey: 'environment_bundle_only' });
    expect((await start({ source_customer_id: GLOBEX, template_ids: [alpha], bogus: 1 })).body).toMatchObject({ statusCode: 400, details: { fields: { bogus: 'unknown_field' } } });
    expect((await start({ bundle_id: '00000000-0000-4000-8000-000000000000' })).body).toMatchObject({ statusCode: 404, messageKey: 'bundle_not_found' });
    expect({ acme: await contentSnapshot(k.ds, ACME), globex: await contentSnapshot(k.ds, GLOBEX) }).toEqual(before);
  });

  it('previews, transfers a package with its templates on the queue with progress, and a second run reports no changes', async () => {
    const preview = await model({ source_customer_id: GLOBEX, package_ids: [pkg] });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      targetCustomerId: ACME,
      source: { environment: 'Test', customer_id: GLOBEX },
      changes: true,
      summary: { templates: { new: 2, changed: 0, same: 0, conflict: 0 }, packages: { new: 1, changed: 0, same: 0, conflict: 0 } },
    });
    expect(preview.body.templates.map((t: { key: string; status: string }) => [t.key, t.status])).toEqual([['external:XT-A', 'new'], ['name:xt beta', 'new']]);

    const first = await runTransfer(k, { source_customer_id: GLOBEX, package_ids: [pkg] });
    expect(first.result).toMatchObject({ changes: true, messageKey: 'transfer_done', summary: { templates: { new: 2 }, packages: { new: 1 } } });
    expect(await k.t.app.get(RealtimeService).lastMessage(first.started.event_name)).toEqual({ progress: 100, done: true, result: first.result });
    // The copy has the same content as the source: fields, codes, the trigger pointing at the copy's own field, the PDF bytes.
    expect(await describeTemplate(k.ds, ACME, 'XT Alpha')).toEqual(await describeTemplate(k.ds, GLOBEX, 'XT Alpha'));
    expect(await describeTemplate(k.ds, ACME, 'XT Beta')).toEqual(await describeTemplate(k.ds, GLOBEX, 'XT Beta'));
    const [copy] = await k.ds.query("SELECT template_id, pdf_storage_key FROM edc_templates WHERE customer_id = ? AND name = 'XT Alpha'", [ACME]);
    const chunks: Buffer[] = [];
    for await (const c of await storage.read(copy.pdf_storage_key)) {
      chunks.push(c as Buffer);
    }
    expect(Buffer.concat(chunks).equals(PDF)).toBe(true);
    const [acmePkg] = await k.ds.query("SELECT package_id, location_id FROM edc_packages WHERE customer_id = ? AND name = 'XT Starter'", [ACME]);
    const links = await k.ds.query('SELECT t.name FROM edc_package_templates l JOIN edc_templates t ON t.template_id = l.template_id WHERE l.package_id = ? ORDER BY l.sort_order', [acmePkg.package_id]);
    expect(links.map((l: { name: string }) => l.name)).toEqual(['XT Beta', 'XT Alpha']);
    expect(await k.ds.query('SELECT tag FROM edc_package_tags WHERE package_id = ?', [acmePkg.package_id])).toEqual([{ tag: 'starter' }]);
    const [audit] = await k.ds.query("SELECT actor_id, changes FROM audit_log WHERE customer_id = ? AND entity = 'bulk_transfer' AND entity_id = ?", [ACME, first.started.transfer_id]);
    expect(audit.actor_id).toBe(900);
    expect(JSON.parse(audit.changes).templates.to).toEqual(['new:external:XT-A', 'new:name:xt beta']);

    const before = await contentSnapshot(k.ds, ACME);
    const again = await runTransfer(k, { source_customer_id: GLOBEX, package_ids: [pkg] });
    expect(again.started.model.changes).toBe(false);
    expect(again.result).toMatchObject({ changes: false, messageKey: 'transfer_no_changes', summary: { templates: { same: 2, new: 0, changed: 0 }, packages: { same: 1 } } });
    expect(await contentSnapshot(k.ds, ACME)).toEqual(before);
  });

  it('shows a changed template and a conflict by name and external id in the preview', async () => {
    await k.ds.query("UPDATE edc_fields SET name = 'Spouse full name' WHERE customer_id = ? AND template_id = ? AND code = 'spouse_name'", [GLOBEX, alpha]);
    const gamma = await makeTemplate(k.ds, GLOBEX, 'XT Gamma');
    await makeTemplate(k.ds, ACME, 'XT Gamma', { externalId: 'ACME-OWN' });
    const preview = await model({ source_customer_id: GLOBEX, template_ids: [alpha, beta, gamma] });
    expect(preview.body.templates.map((t: { name: string; status: string; reason?: string }) => [t.name, t.status, t.reason])).toEqual([
      ['XT Alpha', 'changed', undefined],
      ['XT Beta', 'same', undefined],
      ['XT Gamma', 'conflict', 'name_taken'],
    ]);
    const run = await runTransfer(k, { source_customer_id: GLOBEX, template_ids: [alpha, beta, gamma] });
    expect(run.result.summary.templates).toEqual({ new: 0, changed: 1, same: 1, conflict: 1 });
    const acmeAlpha = (await describeTemplate(k.ds, ACME, 'XT Alpha')) as { fields: { name: string }[] };
    expect(acmeAlpha.fields.map((f) => f.name)).toEqual(['Married?', 'Spouse full name']);
    // The conflicting template of the target is left as it was.
    expect(await k.ds.query("SELECT external_id FROM edc_templates WHERE customer_id = ? AND name = 'XT Gamma'", [ACME])).toEqual([{ external_id: 'ACME-OWN' }]);
  });

  it('exports a signed bundle; a tampered or unknown-version bundle is refused and nothing is stored', async () => {
    const exported = await k.call('POST', `/api/v2/customers/${GLOBEX}/bulktransfer/export`, { session: k.globexStaff, body: { template_ids: [beta] } });
    expect(exported.status).toBe(200);
    expect(exported.body).toMatchObject({ format: 'attest.transfer-bundle', version: 1, signature: expect.stringMatching(/^[0-9a-f]{64}$/), templates: [expect.objectContaining({ template: expect.objectContaining({ name: 'XT Beta' }) })] });
    const before = await contentSnapshot(k.ds, ACME);
    const tampered = structuredClone(exported.body);
    tampered.templates[0].template.name = 'XT Beta (evil)';
    expect(await importBundle(k.t.baseUrl, k.staff, ACME, JSON.stringify(tampered))).toMatchObject({ status: 400, body: { messageKey: 'bundle_signature_invalid' } });
    expect(await importBundle(k.t.baseUrl, k.staff, ACME, JSON.stringify({ ...exported.body, version: 2 }))).toMatchObject({ status: 400, body: { messageKey: 'bundle_version_unsupported' } });
    expect(await importBundle(k.t.baseUrl, k.staff, ACME, 'not json')).toMatchObject({ status: 400, body: { messageKey: 'bundle_invalid' } });
    expect((await k.call('POST', `/api/v2/customers/${ACME}/bulktransfer/import`, { session: k.staff, body: {} })).body).toMatchObject({ statusCode: 400, messageKey: 'multipart_expected' });
    expect(await importBundle(k.t.baseUrl, viewer, ACME, JSON.stringify(exported.body))).toMatchObject({ status: 403 });
    expect(await contentSnapshot(k.ds, ACME)).toEqual(before);
    // The genuine bundle imports: its preview says the template is already the same.
    const ok = await importBundle(k.t.baseUrl, k.staff, ACME, JSON.stringify(exported.body));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ bundle_id: expect.any(String), changes: false, templates: [{ name: 'XT Beta', status: 'same' }] });
    // Another customer cannot use this customer's imported bundle.
    expect((await model({ bundle_id: ok.body.bundle_id }, k.globexStaff, GLOBEX)).body).toMatchObject({ statusCode: 404, messageKey: 'bundle_not_found' });
  });
});

describe('bulk transfer between two deployments (a second app on another database)', () => {
  let source: EdocsTestKit;
  let target: EdocsTestKit;
  const saved = { ...process.env };

  beforeAll(async () => {
    // The two deployments share the bundle key, as deployments that exchange bundles do.
    process.env.TRANSFER_BUNDLE_KEY = 'cd'.repeat(32);
    source = await startEdocs();
    target = await startEdocs();
    await target.t.app.get<JobQueue>(JOB_QUEUE).start();
  }, 120_000);
  afterAll(async () => {
    process.env = saved;
    await source.t.close();
    await target.t.close();
  });

  it('imports a bundle exported by the first instance, and a second import changes nothing', async () => {
    const dbName = async (kit: EdocsTestKit) => ((await kit.ds.query('SELECT DATABASE() AS db')) as { db: string }[])[0].db;
    expect(await dbName(source)).not.toEqual(await dbName(target));
    const storage = source.t.app.get<StorageService>(STORAGE);
    const a = await makeTemplate(source.ds, ACME, 'XD Offer', { externalId: 'XD-1', pdf: { storage, bytes: PDF } });
    const b = await makeTemplate(source.ds, ACME, 'XD Handbook');
    const p = await makePackage(source.ds, ACME, 'XD Package', [a, b], ['cross']);
    const exported = await source.call('POST', `/api/v2/customers/${ACME}/bulktransfer/export`, { session: source.staff, body: { package_ids: [p] } });
    expect(exported.status).toBe(200);

    const imported = await importBundle(target.t.baseUrl, target.globexStaff, GLOBEX, JSON.stringify(exported.body));
    expect(imported.status).toBe(200);
    expect(imported.body.summary).toEqual({ templates: { new: 2, changed: 0, same: 0, conflict: 0 }, packages: { new: 1, changed: 0, same: 0, conflict: 0 } });
    const started = await target.call('POST', `/api/v2/customers/${GLOBEX}/bulktransfer/transferTemplatesAndPackages`, { session: target.globexStaff, body: { bundle_id: imported.body.bundle_id } });
    expect(started.status).toBe(202);
    const queue = target.t.app.get<JobQueue>(JOB_QUEUE);
    const waitJob = async (id: string) => {
      for (let i = 0; i < 300; i++) {
        const job = await queue.getJob(QueueName.Transfers, transferJobId(id));
        if (job?.state === 'completed' || job?.state === 'failed') {
          return job;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('no result');
    };
    expect((await waitJob(started.body.transfer_id)).returnValue).toMatchObject({ changes: true, messageKey: 'transfer_done' });
    expect(await describeTemplate(target.ds, GLOBEX, 'XD Offer')).toEqual(await describeTemplate(source.ds, ACME, 'XD Offer'));
    expect(Number((await target.ds.query("SELECT COUNT(*) AS n FROM edc_packages WHERE customer_id = ? AND name = 'XD Package'", [GLOBEX]))[0].n)).toBe(1);
    // Nothing of it reached the source database's GLOBEX.
    expect(await describeTemplate(source.ds, GLOBEX, 'XD Offer')).toBeNull();

    const before = await contentSnapshot(target.ds, GLOBEX);
    const again = await importBundle(target.t.baseUrl, target.globexStaff, GLOBEX, JSON.stringify(exported.body));
    expect(again.body.changes).toBe(false);
    const rerun = await target.call('POST', `/api/v2/customers/${GLOBEX}/bulktransfer/transferTemplatesAndPackages`, { session: target.globexStaff, body: { bundle_id: again.body.bundle_id } });
    expect((await waitJob(rerun.body.transfer_id)).returnValue).toMatchObject({ changes: false, messageKey: 'transfer_no_changes' });
    expect(await contentSnapshot(target.ds, GLOBEX)).toEqual(before);
  });
});
