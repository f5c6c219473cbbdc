import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BulkUploadSummary } from '@attest/contracts';
import { ApplicantModule, applicantDataParts } from '@attest/applicant';
import { CustomersService, IdentityModule, identityDataParts } from '@attest/identity';
import { PlatformModule, type AppConfig } from '@attest/platform';
import { client, sessionFor, spawnWorker, startTestApp, type TestApp, type WorkerProcess } from '@attest/platform/testing';

/** The API alone (RUN_WORKER=false): it enqueues; only the standalone worker consumes. */
function apiOnly(config: AppConfig) {
  @Module({ imports: [PlatformModule.forRoot(config, [identityDataParts, applicantDataParts]), IdentityModule, ApplicantModule] })
  class InvitationsApiModule {}
  return InvitationsApiModule;
}

jest.setTimeout(120_000);

describe('the standalone worker', () => {
  let t: TestApp;
  let worker: WorkerProcess | undefined;

  beforeAll(async () => {
    t = await startTestApp(apiOnly, { redis: true });
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
  });

  it('creates a bulk upload’s applicants and sends their invitations (identity’s invite-applicant jobs)', async () => {
    const ds = t.app.get(DataSource);
    const call = client(t.baseUrl);
    const customerId = (await t.app.get(CustomersService).createCustomer({ code: 'acme', name: 'Acme Staffing' })).id;
    const staff = await sessionFor(t.app, 'user', 900, customerId);
    const upload = await call<BulkUploadSummary>('POST', '/api/v1/applicants/bulkupload', { session: staff, body: { send_invitations: true } });
    expect(upload.status).toBe(201);
    const rows = ['ana', 'ben'].map((name, i) => ({ row_no: i + 1, values: { email: `${name}@worker.test`, first_name: name, last_name: 'Worker' } }));
    expect((await call('POST', `/api/v1/applicants/bulkupload/${upload.body.upload_id}/rows`, { session: staff, body: { rows } })).status).toBe(200);
    expect((await call('POST', `/api/v1/applicants/bulkupload/${upload.body.upload_id}/start`, { session: staff })).status).toBe(202);

    // Nothing consumes yet: the API process only enqueues.
    await new Promise((r) => setTimeout(r, 500));
    const outbox = async () =>
      ((await ds.query(`SELECT recipient FROM notification_outbox WHERE channel = 'email' ORDER BY recipient`)) as { recipient: string }[]).map((r) => r.recipient);
    expect(await outbox()).toEqual([]);

    worker = await spawnWorker(t.config);
    const deadline = Date.now() + 60_000;
    while ((await outbox()).length < 2 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await outbox()).toEqual(['ana@worker.test', 'ben@worker.test']);
    const invited = await ds.query(`SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'applicant' AND action = 'invite' AND actor_id = 900`);
    expect(Number(invited[0].n)).toBe(2);
  });
});
