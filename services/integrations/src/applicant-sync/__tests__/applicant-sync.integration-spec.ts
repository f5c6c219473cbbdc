import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApplicantEntity, AtsAssociationEntity, applicantDataParts } from '@attest/applicant';
import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { AtsCredentialsPortModule, ApplicantCredentialEntity, CredentialTypeEntity, edocsDataParts } from '@attest/edocs';
import { formsDataParts } from '@attest/forms';
import { identityDataParts } from '@attest/identity';
import { APP_CONFIG, AuditLogEntity, CustomerConfigService, JOB_QUEUE, PlatformModule, STORAGE, type AppConfig, type JobQueue, type StorageService } from '@attest/platform';
import { client, sessionFor, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { TalentModule, talentDataParts } from '@attest/talent';
import { seedAtsSimulator } from '../../ats-simulator/ats-sim-seed';
import { AtsSimulatorServer } from '../../ats-simulator/ats-sim-server';
import { AtsSimChangeEntity, AtsSimRecordEntity } from '../../ats-simulator/ats-sim.entities';
import { integrationsDataParts } from '../../integrations-data';
import { IntegrationsModule } from '../../integrations.module';
import { AtsInboundPollProcessor } from '../../webhooks/ats-inbound-poll';
import { webhookSecret, webhookSignatureHeader } from '../../webhooks/webhook-signature';
import type { ApplicantSyncDto, SyncOutPreview } from '../applicant-sync.service';

jest.setTimeout(60_000);

/** talent's placements (not exported; read by entity name). */
const PLACEMENTS = 'PlacementEntity';
type PlacementRow = { external_id: string; title: string; company: string; status: string; start_date: string; pay_rate: number };

const ACME = 1;
const GLOBEX = 2;

function moduleFor(config: AppConfig) {
  @Module({
    imports: [
      PlatformModule.forRoot(config, [identityDataParts, applicantDataParts, formsDataParts, edocsDataParts, talentDataParts, integrationsDataParts]),
      IntegrationsModule,
      TalentModule,
      AtsCredentialsPortModule,
    ],
  })
  class ApplicantSyncTestModule {}
  return ApplicantSyncTestModule;
}

describe('Applicant ATS sync: preview, sync out, inbound changes, placements, credential send (MariaDB + Redis)', () => {
  let t: TestApp;
  let ds: DataSource;
  let sim: AtsSimulatorServer;
  let call: ReturnType<typeof client>;
  let admin: Session;
  let viewer: Session;
  let globexAdmin: Session;
  let userId = 900;
  let applicantId: number;
  let secret: string;

  const candidate = async (customerId: number, id: number) => (await ds.getRepository(AtsSimRecordEntity).findOneByOrFail({ customer_id: customerId, entity: 'candidates', record_id: id })).data;
  const changesOf = (customerId: number, id: number) => ds.getRepository(AtsSimChangeEntity).countBy({ customer_id: customerId, entity: 'candidates', record_id: id, change: 'UPDATED' });
  const applicant = () => ds.getRepository(ApplicantEntity).findOneByOrFail({ applicant_id: applicantId });
  async function finished(id: number, session = admin): Promise<ApplicantSyncDto> {
    for (let i = 0; i < 300; i += 1) {
      const res = await call('GET', `/api/v1/integrations/ats/simulator/applicants/${applicantId}`, { session });
      const row = (res.body.syncs as ApplicantSyncDto[]).find((s) => s.id === id);
      if (row && (row.status === 'succeeded' || row.status === 'failed')) {
        return row;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`sync ${id} did not finish`);
  }
  const webhook = (body: unknown, signature: string | undefined, customerId = ACME) =>
    call('POST', `/api/v1/integrations/ats/simulator/webhooks/${customerId}`, { body, headers: signature ? { 'x-ats-signature': signature } : {} });
  const signed = (body: unknown, at = Math.floor(Date.now() / 1000)) => webhookSignatureHeader(secret, at, body);

  beforeAll(async () => {
    t = await startTestApp(moduleFor, { redis: true });
    ds = t.app.get(DataSource);
    sim = t.app.get(AtsSimulatorServer);
    await seedAtsSimulator(sim, ACME);
    await seedAtsSimulator(sim, GLOBEX);
    await t.app.get<JobQueue>(JOB_QUEUE).start();
    call = client(t.baseUrl);
    admin = await sessionFor(t.app, 'user', (userId += 1), ACME);
    viewer = await sessionFor(t.app, 'user', (userId += 1), ACME, SEEDED_ROLE_IDS.VIEWER);
    globexAdmin = await sessionFor(t.app, 'user', (userId += 1), GLOBEX);
    secret = webhookSecret(t.app.get<AppConfig>(APP_CONFIG).signingSecret, ACME);
    const now = new Date();
    const saved = await ds.getRepository(ApplicantEntity).save({
      customer_id: ACME, location_id: null, first_name: 'Dana', last_name: 'Whitfield-Reyes', email: 'dana.w@example.com', mobile_phone: '406-555-0101',
      city: 'Helena', state: 'MT', failed_login_count: 0, date_registered: now, last_updated: now, active: 1, locked: 0,
    });
    applicantId = saved.applicant_id;
    await ds.getRepository(AtsAssociationEntity).insert({ customer_id: ACME, external_id: '5001', applicant_id: applicantId, associated_by_user_id: null, created_at: now, updated_at: now });
  }, 90_000);
  afterAll(async () => t.close());

  it('the preview lists exactly the fields that differ, from the ATS value to ours, and writes nothing', async () => {
    const before = await changesOf(ACME, 5001);
    const res = await call('POST', `/api/v1/integrations/ats/simulator/applicants/${applicantId}/sync/out/preview`, { session: admin });
    expect(res.status).toBe(200);
    const preview = res.body as SyncOutPreview;
    expect(preview).toMatchObject({ external_id: '5001', creates: false });
    expect(preview.changes).toEqual([
      { field: 'lastName', applicant_field: 'last_name', from: 'Whitfield', to: 'Whitfield-Reyes' },
      { field: 'email', applicant_field: 'email', from: 'dana.whitfield@example.com', to: 'dana.w@example.com' },
      { field: 'mobile', applicant_field: 'mobile_phone', from: null, to: '406-555-0101' },
    ]);
    expect(await changesOf(ACME, 5001)).toBe(before);
  });

  it('another customer\'s applicant is 404 and a role without applicants.write is 403, nothing queued', async () => {
    expect((await call('POST', `/api/v1/integrations/ats/simulator/applicants/${applicantId}/sync/out/preview`, { session: globexAdmin })).status).toBe(404);
    expect((await call('POST', `/api/v1/integrations/ats/simulator/applicants/${applicantId}/sync/out`, { session: globexAdmin, body: {} })).status).toBe(404);
    expect((await call('GET', `/api/v1/integrations/ats/simulator/applicants/${applicantId}`, { session: globexAdmin })).status).toBe(404);
    expect((await call('GET', `/api/v2/customers/${GLOBEX}/simulator/syncPlacementsForCandidate/${applicantId}`, { session: globexAdmin })).status).toBe(404);
    expect((await call('POST', `/api/v1/integrations/ats/simulator/applicants/${applicantId}/sync/out`, { session: viewer, body: {} })).status).toBe(403);
    expect((await call('GET', `/api/v2/customers/${ACME}/simulator/syncPlacementsForCandidate/${applicantId}`, { session: viewer })).status).toBe(403);
    expect((await call('POST', `/api/v1/integrations/ats/bullhorn/applicants/${applicantId}/sync/out/preview`, { session: admin })).status).toBe(404);
    expect(await ds.getRepository('ApplicantSyncEntity').count()).toBe(0);
  });

  it('sync out writes the changed fields to the candidate once; the same request_id is not run twice', async () => {
    const before = await changesOf(ACME, 5001);
    const body = { request_id: 'sync-out-req-0001' };
    const first = await call('POST', `/api/v1/integrations/ats/simulator/applicants/${applicantId}/sync/out`, { session: admin, body });
    expect(first.status).toBe(202);
    expect(first.body.deduplicated).toBe(false);
    const done = await finished(first.body.id);
    expect(done.status).toBe('succeeded');
    expect(done.result).toMatchObject({ messageKey: 'ats_sync_out_updated', changed_fields: ['lastName', 'email', 'mobile'] });
    const again = await call('POST', `/api/v1/integrations/ats/simulator/applicants/${applicantId}/sync/out`, { session: admin, body });
    expect(again.body).toMatchObject({ id: first.body.id, deduplicated: true });
    await new Promise((r) => setTimeout(r, 500));
    expect(await changesOf(ACME, 5001)).toBe(before + 1);
    expect(await candidate(ACME, 5001)).toMatchObject({ firstName: 'Dana', lastName: 'Whitfield-Reyes', email: 'dana.w@example.com', mobile: '406-555-0101', address: { city: 'Helena', state: 'MT' } });
    const preview = await call('POST', `/api/v1/integrations/ats/simulator/applicants/${applicantId}/sync/out/preview`, { session: admin });
    expect(preview.body.changes).toEqual([]);
  });

  it('a webhook with a bad signature, a stale one or none is 401 and changes nothing', async () => {
    const body = { event_id: 'evt-bad-1', entity: 'Candidate', id: '5001', fields: { firstName: 'Mallory' } };
    expect((await webhook(body, signed({ ...body, fields: { firstName: 'Other' } }))).status).toBe(401);
    expect((await webhook(body, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`)).status).toBe(401);
    expect((await webhook(body, undefined)).status).toBe(401);
    expect((await webhook(body, signed(body, Math.floor(Date.now() / 1000) - 3600))).body.messageKey).toBe('ats_webhook_stale');
    expect((await webhook(body, webhookSignatureHeader(webhookSecret('another', ACME), Math.floor(Date.now() / 1000), body))).status).toBe(401);
    expect((await applicant()).first_name).toBe('Dana');
  });

  it('a signed webhook changes only the sent fields, through the edit path, audited as the ATS; a replay applies nothing', async () => {
    const before = await applicant();
    const body = { event_id: 'evt-good-1', entity: 'Candidate', id: '5001', fields: { firstName: 'Danielle', address: { city: 'Bozeman' } } };
    const res = await webhook(body, signed(body));
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 'succeeded', result: { messageKey: 'ats_inbound_applied', changed_fields: ['first_name', 'city'] } });
    const after = await applicant();
    expect(after).toMatchObject({ first_name: 'Danielle', city: 'Bozeman', last_name: before.last_name, email: before.email, mobile_phone: before.mobile_phone, state: before.state });
    const audit = await ds.getRepository(AuditLogEntity).find({ where: { customer_id: ACME, entity: 'applicant', entity_id: String(applicantId) }, order: { id: 'DESC' }, take: 1 });
    expect(audit[0]).toMatchObject({ actor_party: 'ats', action: 'update' });
    expect(Object.keys(JSON.parse(audit[0].changes)).sort()).toEqual(['city', 'first_name']);

    const replay = await webhook(body, signed(body));
    expect(replay.body).toMatchObject({ id: res.body.id, deduplicated: true });
    // A replayed event after a local edit changes nothing.
    await ds.getRepository(ApplicantEntity).update({ applicant_id: applicantId }, { first_name: 'Dana' });
    await webhook(body, signed(body));
    expect((await applicant()).first_name).toBe('Dana');
  });

  it('an inbound change another customer\'s webhook sends does not reach this customer\'s applicant', async () => {
    const body = { event_id: 'evt-globex-1', entity: 'Candidate', id: '5001', fields: { firstName: 'Globex' } };
    const globexSecret = webhookSecret(t.app.get<AppConfig>(APP_CONFIG).signingSecret, GLOBEX);
    const res = await webhook(body, webhookSignatureHeader(globexSecret, Math.floor(Date.now() / 1000), body), GLOBEX);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 'ignored', result: { messageKey: 'ats_inbound_no_applicant' } });
    expect((await applicant()).first_name).toBe('Dana');
    // ACME's signature does not open GLOBEX's endpoint.
    expect((await webhook(body, signed(body), GLOBEX)).status).toBe(401);
  });

  it('DISABLE_SYNC_FROM_ATS: the webhook answers 202 and records the event, nothing applied; polling applies nothing either', async () => {
    const config = t.app.get(CustomerConfigService);
    await config.set({ party: 'user', customerId: ACME, userId: 1, tokenId: 0 }, 'DISABLE_SYNC_FROM_ATS', 'true');
    try {
      const body = { event_id: 'evt-disabled-1', entity: 'Candidate', id: '5001', fields: { lastName: 'Blocked' } };
      const res = await webhook(body, signed(body));
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ status: 'ignored', result: { messageKey: 'ats_inbound_disabled' } });
      expect((await applicant()).last_name).toBe('Whitfield-Reyes');

      const poll = t.app.get(AtsInboundPollProcessor);
      await poll.pollCustomer(ACME); // sets the cursor
      await sim.write(ACME, 'candidates', 5001, { ...(await candidate(ACME, 5001)), lastName: 'PolledWhileOff' });
      expect(await poll.pollCustomer(ACME)).toBe(0);
      expect((await applicant()).last_name).toBe('Whitfield-Reyes');
    } finally {
      await config.set({ party: 'user', customerId: ACME, userId: 1, tokenId: 0 }, 'DISABLE_SYNC_FROM_ATS', 'false');
    }
  });

  it('polling the change log applies a changed candidate once', async () => {
    const poll = t.app.get(AtsInboundPollProcessor);
    await sim.write(ACME, 'candidates', 5001, { ...(await candidate(ACME, 5001)), lastName: 'Polled' });
    expect(await poll.pollCustomer(ACME)).toBe(1);
    expect((await applicant()).last_name).toBe('Polled');
    expect(await poll.pollCustomer(ACME)).toBe(0);
  });

  it('placement sync creates the candidate\'s placements, then updates the changed one only', async () => {
    // Candidate 5002 has placement 6002 (job order 4001 of Big Sky Logistics).
    const now = new Date();
    const luis = await ds.getRepository(ApplicantEntity).save({ customer_id: ACME, location_id: null, first_name: 'Luis', last_name: 'Ortega', email: 'luis.o@example.com', failed_login_count: 0, date_registered: now, last_updated: now, active: 1, locked: 0 });
    await ds.getRepository(AtsAssociationEntity).insert({ customer_id: ACME, external_id: '5002', applicant_id: luis.applicant_id, associated_by_user_id: null, created_at: now, updated_at: now });
    const run = async () => {
      const res = await call('GET', `/api/v2/customers/${ACME}/simulator/syncPlacementsForCandidate/${luis.applicant_id}`, { session: admin });
      expect(res.status).toBe(202);
      const saved = applicantId;
      applicantId = luis.applicant_id;
      try {
        return await finished(res.body.id);
      } finally {
        applicantId = saved;
      }
    };
    const first = await run();
    expect(first.result).toMatchObject({ inserted: 1, updated: 0, unchanged: 0 });
    const rows = (await ds.getRepository(PLACEMENTS).findBy({ customer_id: ACME, applicant_id: luis.applicant_id })) as PlacementRow[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ external_id: '6002', title: 'Forklift Operator', company: 'Big Sky Logistics', status: 'Submitted', start_date: '2026-12-01', pay_rate: 19.5 });

    const p = await ds.getRepository(AtsSimRecordEntity).findOneByOrFail({ customer_id: ACME, entity: 'placements', record_id: 6002 });
    await sim.write(ACME, 'placements', 6002, { ...p.data, status: 'Approved' });
    const second = await run();
    expect(second.result).toMatchObject({ inserted: 0, updated: 1, unchanged: 0 });
    expect(((await ds.getRepository(PLACEMENTS).findBy({ customer_id: ACME, applicant_id: luis.applicant_id })) as PlacementRow[]).map((r) => r.status)).toEqual(['Approved']);
  });

  it('credential send uploads the pending file to the candidate once and marks the action done', async () => {
    const storage = t.app.get<StorageService>(STORAGE);
    const key = `credentials/${ACME}/ats-send-test.pdf`;
    const content = Buffer.from('%PDF-1.4\n% a credential\n');
    await storage.put(key, content, 'application/pdf');
    const now = new Date();
    const type = await ds.getRepository(CredentialTypeEntity).save({ customer_id: ACME, name: 'CPR Card', alt_id: null, description: null, requires_expiration: 0, has_back: 0, active: 1, created: now, updated: now });
    const cred = await ds.getRepository(ApplicantCredentialEntity).save({
      customer_id: ACME, applicant_id: applicantId, credential_id: type.credential_id, status: 'UPLOADED', front_key: key, front_name: 'cpr-card.pdf', front_mime: 'application/pdf',
      back_key: null, back_name: null, back_mime: null, expiration_date: null, due_date: null, requested_date: null, uploaded_date: now, credential_completion_date: null, last_modified_date: now,
    });
    // What the staff route …/aplcredential/sendToATS/{id} leaves behind.
    await ds.getRepository('PendingAtsActionEntity').insert({ customer_id: ACME, apl_credential_id: cred.id, kind: 'send_file', credential_status: 'UPLOADED', status: 'pending', created: now });
    const filesBefore = await ds.getRepository(AtsSimRecordEntity).countBy({ customer_id: ACME, entity: 'files' });

    expect((await call('POST', `/api/v1/integrations/ats/simulator/applicants/${applicantId}/credentials/send`, { session: globexAdmin, body: {} })).status).toBe(404);
    const first = await call('POST', `/api/v1/integrations/ats/simulator/applicants/${applicantId}/credentials/send`, { session: admin, body: { request_id: 'cred-send-0001' } });
    expect(first.status).toBe(202);
    expect((await finished(first.body.id)).result).toMatchObject({ sent: 1, waiting: 0, failed: 0 });
    const second = await call('POST', `/api/v1/integrations/ats/simulator/applicants/${applicantId}/credentials/send`, { session: admin, body: { request_id: 'cred-send-0002' } });
    expect((await finished(second.body.id)).result).toMatchObject({ sent: 0 });

    const files = await ds.getRepository(AtsSimRecordEntity).findBy({ customer_id: ACME, entity: 'files' });
    expect(files).toHaveLength(filesBefore + 1);
    const uploaded = files.find((f) => f.data.name === 'cpr-card.pdf');
    expect(uploaded?.data).toMatchObject({ candidateId: 5001, contentType: 'application/pdf', size: content.length, type: 'CPR Card' });
    const actions = await ds.getRepository('PendingAtsActionEntity').findBy({ customer_id: ACME, apl_credential_id: cred.id });
    expect(actions.map((a) => (a as { status: string }).status)).toEqual(['done']);
  });
});
