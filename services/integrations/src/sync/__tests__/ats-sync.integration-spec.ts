import type { SyncRunDto } from '@attest/contracts';
import { JobCategoryEntity, JobCategoryOptionEntity } from '@attest/forms';
import { CustomerConfigService, JOB_QUEUE, QueueName, RealtimeService, type JobQueue } from '@attest/platform';
import type { Session } from '@attest/platform/testing';
import { JobPostingEntity } from '@attest/talent';
import { AtsConnectorFactory } from '../../ats/ats-connector.factory';
import { AtsSimTokenEntity } from '../../ats-simulator/ats-sim.entities';
import { AtsSyncTickProcessor } from '../ats-sync-tick';
import { AtsIndustryEntity, SyncDeadLetterEntity, SyncRunEntity } from '../sync.entities';
import { ACME, GLOBEX, startAtsKit, type AtsKit } from './ats-sync-test-app';

jest.setTimeout(60_000);

describe('ATS connector, simulator and syncs on the queue (MariaDB + Redis)', () => {
  let kit: AtsKit;
  let admin: Session;
  let recruiter: Session;
  let globexAdmin: Session;

  beforeAll(async () => {
    kit = await startAtsKit();
    admin = await kit.admin(ACME);
    recruiter = await kit.recruiter(ACME);
    globexAdmin = await kit.admin(GLOBEX);
  }, 90_000);
  afterAll(async () => kit.t.close());

  const start = (session: Session, what: 'categories/sync' | 'joborders/syncAll' | 'joborders/sync', body: unknown = {}) =>
    kit.call('POST', `/api/v1/integrations/ats/simulator/${what}`, { session, body });
  async function finished(runId: number, session = admin): Promise<SyncRunDto & { result: NonNullable<SyncRunDto['result']> }> {
    for (let i = 0; i < 300; i += 1) {
      const res = await kit.call('GET', `/api/v1/integrations/ats/runs/${runId}`, { session });
      if (res.body.status === 'succeeded' || res.body.status === 'failed') {
        return res.body;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`run ${runId} did not finish`);
  }
  const simHttp = (path: string, init: RequestInit = {}) => fetch(`${kit.t.baseUrl}/_sim/ats${path}`, init);

  describe('the simulator as a REST service', () => {
    it('gives a bearer token for the right client secret only, and answers 401 without one', async () => {
      const creds = kit.sim.credentials(ACME);
      const bad = await simHttp('/oauth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grant_type: 'client_credentials', client_id: creds.client_id, client_secret: 'nope' }) });
      expect(bad.status).toBe(401);
      const ok = await simHttp('/oauth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grant_type: 'client_credentials', ...creds }) });
      expect(ok.status).toBe(200);
      const token = (await ok.json()) as { access_token: string; expires_in: number };
      expect(token.expires_in).toBe(3600);
      expect((await simHttp('/joborders')).status).toBe(401);

      // Paging: 8 demo job orders, 3 a page.
      const auth = { authorization: `Bearer ${token.access_token}` };
      const first = (await (await simHttp('/joborders?start=0&count=3', { headers: auth })).json()) as { total: number; count: number; data: { id: number }[] };
      expect(first).toMatchObject({ total: 8, count: 3 });
      const last = (await (await simHttp('/joborders?start=6&count=3', { headers: auth })).json()) as { count: number; data: { id: number }[] };
      expect(last.count).toBe(2);
      expect(last.data.map((j) => j.id)).toEqual([4007, 4008]);
    });

    it('an expired token is answered 401 and the connector takes a new one by itself', async () => {
      const connector = await kit.t.app.get(AtsConnectorFactory).forCustomer(GLOBEX);
      const before = (await kit.sim.status(GLOBEX)).token_issues;
      expect(await connector.categories()).toHaveLength(4);
      expect((await kit.sim.status(GLOBEX)).token_issues).toBe(before + 1);
      await kit.ds.getRepository(AtsSimTokenEntity).update({ customer_id: GLOBEX }, { expires_at: new Date(Date.now() - 1000) });
      // The client still thinks its token is good; the ATS says 401; one new token, then the answer.
      (connector.http as unknown as { token: { expiresAt: number } }).token.expiresAt = Date.now() + 3_600_000;
      expect(await connector.industries()).toHaveLength(4);
      expect((await kit.sim.status(GLOBEX)).token_issues).toBe(before + 2);
    });

    it('a forced 429 is retried after the Retry-After it carried (measured), a forced 503 burst too', async () => {
      const connector = await kit.t.app.get(AtsConnectorFactory).forCustomer(GLOBEX);
      await connector.categories();
      await kit.sim.setFaults(GLOBEX, { status: 429, count: 1, retry_after_s: 1 });
      const t0 = Date.now();
      expect(await connector.categories()).toHaveLength(4);
      expect(Date.now() - t0).toBeGreaterThanOrEqual(1000);
      expect(connector.http.retries).toBe(1);
      expect(connector.http.waitedMs).toBe(1000);
      await kit.sim.setFaults(GLOBEX, { status: 503, count: 2, retry_after_s: 0 });
      expect(await connector.industries()).toHaveLength(4);
      expect(connector.http.retries).toBe(3);
      expect((await kit.sim.status(GLOBEX)).fail_count).toBe(0);
    });
  });

  describe('category sync', () => {
    it('inserts categories, skills and specialties and industries; 3 result parts; then already up to date', async () => {
      const started = await start(admin, 'categories/sync');
      expect(started.status).toBe(202);
      expect(started.body).toMatchObject({ kind: 'categories', status: 'queued', adapter: 'simulator' });
      const run = await finished(started.body.run_id);
      expect(run.status).toBe('succeeded');
      expect(run.result.parts).toEqual([
        { part: 'categories', index: 1, inserted: 4, updated: 0, deleted: 0, failed: 0 },
        { part: 'skills_specialties', index: 2, inserted: 14, updated: 0, deleted: 0, failed: 0 },
        { part: 'industries', index: 3, inserted: 4, updated: 0, deleted: 0, failed: 0 },
      ]);
      expect(run.result).toMatchObject({ inserted: 22, updated: 0, deleted: 0, failed: 0, messageKey: 'ats_category_sync_changed' });
      expect(await kit.ds.getRepository(JobCategoryEntity).countBy({ customer_id: ACME, active: 1 })).toBe(4);
      expect(await kit.ds.getRepository(JobCategoryOptionEntity).countBy({ customer_id: ACME })).toBe(14);
      expect(await kit.ds.getRepository(AtsIndustryEntity).countBy({ customer_id: ACME })).toBe(4);
      // Nothing of it reached the other customer.
      expect(await kit.ds.getRepository(JobCategoryEntity).countBy({ customer_id: GLOBEX })).toBe(0);
      // The last real-time message of the run is the outcome.
      expect(await kit.t.app.get(RealtimeService).lastMessage(run.event_name!)).toMatchObject({ type: 'done', status: 'succeeded', messageKey: 'ats_category_sync_changed' });

      const again = await finished((await start(admin, 'categories/sync')).body.run_id);
      expect(again.result).toMatchObject({ inserted: 0, updated: 0, deleted: 0, failed: 0, messageKey: 'ats_category_sync_up_to_date' });
    });

    it('counts updates, deletes and failures: "some failures", then "an issue" when only failures remain', async () => {
      await kit.sim.write(ACME, 'categories', 2004, { id: 2004, name: 'IT & Software', enabled: true });
      await kit.sim.remove(ACME, 'industries', 2304);
      await kit.sim.write(ACME, 'categories', null, { name: 'x'.repeat(200), enabled: true });
      const run = await finished((await start(admin, 'categories/sync')).body.run_id);
      expect(run.result).toMatchObject({ updated: 1, deleted: 1, failed: 1, inserted: 0, messageKey: 'ats_category_sync_some_failures' });
      expect(run.result.failures).toEqual([{ part: 'categories', external_id: expect.any(String), messageKey: 'ats_sync_invalid_name' }]);
      expect(await kit.ds.getRepository(JobCategoryEntity).findOneBy({ customer_id: ACME, name: 'IT & Software' })).not.toBeNull();
      const only = await finished((await start(admin, 'categories/sync')).body.run_id);
      expect(only.result).toMatchObject({ inserted: 0, updated: 0, deleted: 0, failed: 1, messageKey: 'ats_category_sync_issue' });
    });

    it('the same request_id twice is one run and one job', async () => {
      const body = { request_id: 'same-click-0001' };
      const a = await start(admin, 'categories/sync', body);
      const b = await start(admin, 'categories/sync', body);
      expect(b.body.run_id).toBe(a.body.run_id);
      expect(b.body.deduplicated).toBe(true);
      await finished(a.body.run_id);
      expect(await kit.ds.getRepository(SyncRunEntity).countBy({ customer_id: ACME, job_key: 'ats-categories-same-click-0001' })).toBe(1);
      const job = await kit.t.app.get<JobQueue>(JOB_QUEUE).getJob(QueueName.AtsSync, `ats-categories-same-click-0001-c${ACME}`);
      expect(job).toMatchObject({ state: 'completed', attemptsMade: 1 });
      // A third post after it finished is still the same run: nothing runs twice.
      expect((await start(admin, 'categories/sync', body)).body).toMatchObject({ run_id: a.body.run_id, status: 'succeeded', deduplicated: true });
    });

    it('a run that keeps failing goes to the dead-letter list; an admin retries it from there', async () => {
      await kit.sim.setFaults(ACME, { status: 503, count: 100, retry_after_s: 0 });
      const run = await finished((await start(admin, 'categories/sync')).body.run_id);
      expect(run).toMatchObject({ status: 'failed', attempts: 3 });
      expect(run.error).toMatch(/503/);
      const letters = await kit.call('GET', '/api/v1/integrations/ats/deadletters', { session: admin });
      expect(letters.body[0]).toMatchObject({ run_id: run.run_id, kind: 'categories', retry_run_id: null });
      // Another customer cannot see or retry it; nothing changes.
      expect((await kit.call('GET', '/api/v1/integrations/ats/deadletters', { session: globexAdmin })).body).toEqual([]);
      expect((await kit.call('POST', `/api/v1/integrations/ats/deadletters/${letters.body[0].id}/retry`, { session: globexAdmin })).status).toBe(404);
      expect(await kit.ds.getRepository(SyncDeadLetterEntity).findOneByOrFail({ id: letters.body[0].id })).toMatchObject({ retry_run_id: null });

      await kit.sim.setFaults(ACME, { status: 503, count: 0 });
      const retried = await kit.call('POST', `/api/v1/integrations/ats/deadletters/${letters.body[0].id}/retry`, { session: admin });
      expect(retried.status).toBe(202);
      expect((await finished(retried.body.run_id)).status).toBe('succeeded');
      const twice = await kit.call('POST', `/api/v1/integrations/ats/deadletters/${letters.body[0].id}/retry`, { session: admin });
      expect(twice.body).toMatchObject({ run_id: retried.body.run_id, deduplicated: true });
      expect(await kit.ds.getRepository(SyncDeadLetterEntity).findOneByOrFail({ id: letters.body[0].id })).toMatchObject({ retry_run_id: retried.body.run_id });
    });

    it('a sync with a forced 429 waits the Retry-After and then succeeds', async () => {
      await kit.sim.setFaults(ACME, { status: 429, count: 1, retry_after_s: 1 });
      const t0 = Date.now();
      const run = await finished((await start(admin, 'categories/sync')).body.run_id);
      expect(run.status).toBe('succeeded');
      expect(run.attempts).toBe(1);
      expect(run.result).toMatchObject({ retries: 1, waited_ms: 1000 });
      expect(Date.now() - t0).toBeGreaterThanOrEqual(1000);
    });
  });

  describe('job order sync', () => {
    it('all: every open job order becomes a geocoded posting with its client', async () => {
      const run = await finished((await start(admin, 'joborders/syncAll')).body.run_id);
      expect(run.result).toMatchObject({ inserted: 8, updated: 0, deleted: 0, failed: 0, messageKey: 'ats_joborder_sync_changed' });
      const postings = await kit.ds.getRepository(JobPostingEntity).findBy({ customer_id: ACME });
      expect(postings).toHaveLength(8);
      const forklift = postings.find((p) => p.external_id === '4001');
      expect(forklift).toMatchObject({ name: 'Forklift Operator', job_city: 'Billings', job_zip: 59101, category: 'Light Industrial', specialty: 'Forklift Operation', active: 1, public: 1 });
      expect(forklift?.lat).toBeCloseTo(45.78, 1);
      expect(forklift?.client_id).not.toBeNull();
      expect(await kit.ds.getRepository(JobPostingEntity).countBy({ customer_id: GLOBEX })).toBe(0);
    });

    it('changes: only what the change log names is applied', async () => {
      const untouched = await kit.ds.getRepository(JobPostingEntity).findOneByOrFail({ customer_id: ACME, external_id: '4003' });
      await kit.ds.getRepository(JobPostingEntity).update({ job_id: untouched.job_id }, { featured: 1 });
      const changed = (await kit.sim.list(ACME, 'joborders', 0, 200)).data.find((j) => j.id === 4002)!;
      await kit.sim.write(ACME, 'joborders', 4002, { ...changed, payRate: 18.5 });
      await kit.sim.remove(ACME, 'joborders', 4008);
      const added = await kit.call('POST', '/api/v1/integrations/ats/simulator/joborders', { session: admin, body: { title: 'Night Picker', city: 'Helena', state: 'MT', address1: '100 Last Chance Gulch', zip: '59601', pay_rate: 20 } });
      expect(added.status).toBe(201);
      const callsBefore = (await kit.sim.status(ACME)).calls;

      const run = await finished((await start(admin, 'joborders/sync')).body.run_id);
      expect(run.result).toMatchObject({ inserted: 1, updated: 1, deleted: 1, failed: 0 });
      // The change log, the category and specialty names, and the three changed job orders: nothing else is read.
      expect((await kit.sim.status(ACME)).calls - callsBefore).toBeLessThanOrEqual(6);
      const repo = kit.ds.getRepository(JobPostingEntity);
      expect(await repo.findOneByOrFail({ customer_id: ACME, external_id: '4002' })).toMatchObject({ pay_rate: 18.5 });
      expect(await repo.findOneByOrFail({ customer_id: ACME, external_id: '4008' })).toMatchObject({ active: 0, public: 0 });
      expect(await repo.findOneByOrFail({ customer_id: ACME, external_id: String(added.body.id) })).toMatchObject({ name: 'Night Picker', active: 1 });
      expect(await repo.findOneByOrFail({ job_id: untouched.job_id })).toMatchObject({ featured: 1 });

      const none = await finished((await start(admin, 'joborders/sync')).body.run_id);
      expect(none.result).toMatchObject({ inserted: 0, updated: 0, deleted: 0, messageKey: 'ats_joborder_sync_up_to_date' });
    });

    it('the schedule queues one incremental run per enabled customer and slot', async () => {
      await kit.t.app.get(CustomerConfigService).setForCustomer(ACME, 'ats_sync_enabled', 'true');
      const tick = kit.t.app.get(AtsSyncTickProcessor);
      const slot = Date.UTC(2026, 10, 25, 12, 15);
      const ctx = { jobId: 'tick', attempt: 1, reportProgress: async () => undefined, scheduledFor: slot };
      expect(await tick.handle({ customerId: 0, version: 1 }, ctx)).toBe(1);
      expect(await tick.handle({ customerId: 0, version: 1 }, ctx)).toBe(0);
      const run = await kit.ds.getRepository(SyncRunEntity).findOneByOrFail({ customer_id: ACME, job_key: `ats-joborders-changes-s${slot}` });
      expect((await finished(run.id)).status).toBe('succeeded');
      expect(await kit.ds.getRepository(SyncRunEntity).countBy({ customer_id: GLOBEX, kind: 'joborders_changes' })).toBe(0);
    });
  });

  describe('overview and permissions', () => {
    it('integrationManagement lists the ATS with its health, filtered by names and types', async () => {
      const all = await kit.call('GET', '/api/v1/integrationManagement', { session: admin });
      expect(all.status).toBe(200);
      const ats = all.body.find((i: { name: string }) => i.name === 'ATS');
      expect(ats).toMatchObject({ type: 'ATS', adapter: 'simulator', configured: true, queue_depth: 0, dead_letters: 0 });
      expect(ats.last_success).not.toBeNull();
      expect(ats.last_error).toMatch(/503/);
      expect((await kit.call('GET', '/api/v1/integrationManagement?types=1', { session: admin })).body.map((i: { name: string }) => i.name)).toEqual(['ATS']);
      expect((await kit.call('GET', '/api/v1/integrationManagement?names=WOTC', { session: admin })).body.map((i: { name: string }) => i.name)).toEqual(['WOTC']);
      // Globex's health is its own (no runs).
      const globex = (await kit.call('GET', '/api/v1/integrationManagement?names=ATS', { session: globexAdmin })).body[0];
      expect(globex).toMatchObject({ last_success: null, last_error: null });
    });

    it('integrations.manage is required (403), another customer\'s run is 404, a refused start queues nothing', async () => {
      const runsBefore = await kit.ds.getRepository(SyncRunEntity).count();
      for (const [method, path] of [
        ['GET', '/api/v1/integrationManagement'],
        ['POST', '/api/v1/integrations/ats/simulator/categories/sync'],
        ['POST', '/api/v1/integrations/ats/simulator/joborders/syncAll'],
        ['GET', '/api/v1/integrations/ats/runs'],
        ['GET', '/api/v1/integrations/ats/deadletters'],
        ['GET', '/api/v1/integrations/ats/simulator/status'],
        ['GET', '/api/v1/integrations/ats/simulator/data/joborders'],
        ['POST', '/api/v1/integrations/ats/simulator/faults'],
      ] as const) {
        const res = await kit.call(method, path, { session: recruiter, body: method === 'POST' ? {} : undefined });
        expect([path, res.status]).toEqual([path, 403]);
      }
      const acmeRun = await kit.ds.getRepository(SyncRunEntity).findOneOrFail({ where: { customer_id: ACME }, order: { id: 'DESC' } });
      expect((await kit.call('GET', `/api/v1/integrations/ats/runs/${acmeRun.id}`, { session: globexAdmin })).status).toBe(404);
      expect((await kit.call('POST', '/api/v1/integrations/ats/bullhorn/categories/sync', { session: admin, body: {} })).body).toMatchObject({ messageKey: 'ats_adapter_not_found' });
      expect((await kit.call('POST', '/api/v1/integrations/ats/simulator/categories/sync', { session: admin, body: { request_id: 'bad id!' } })).body).toMatchObject({ messageKey: 'ats_sync_request_id_invalid' });
      expect(await kit.ds.getRepository(SyncRunEntity).count()).toBe(runsBefore);
    });

    it('the Bullhorn-style adapter is refused until configured, and its simulator pages are then 404', async () => {
      const config = kit.t.app.get(CustomerConfigService);
      await config.setForCustomer(GLOBEX, 'ats_adapter', 'bullhorn');
      expect((await kit.call('POST', '/api/v1/integrations/ats/bullhorn/joborders/syncAll', { session: globexAdmin, body: {} })).body).toMatchObject({ messageKey: 'ats_not_configured' });
      expect((await kit.call('GET', '/api/v1/integrations/ats/simulator/status', { session: globexAdmin })).status).toBe(404);
      const health = (await kit.call('GET', '/api/v1/integrationManagement?names=ATS', { session: globexAdmin })).body[0];
      expect(health).toMatchObject({ adapter: 'bullhorn', configured: false });
      // A secret stored in clear is not used (it must be stored encrypted).
      await config.setForCustomer(GLOBEX, 'ats_bullhorn_base_url', 'https://rest.example.invalid');
      await config.setForCustomer(GLOBEX, 'ats_bullhorn_client_id', 'client');
      await config.setForCustomer(GLOBEX, 'ats_bullhorn_client_secret', 'in-clear');
      expect(await kit.t.app.get(AtsConnectorFactory).configured(GLOBEX)).toBe(false);
      await config.setForCustomer(GLOBEX, 'ats_adapter', 'simulator');
    });
  });
});
