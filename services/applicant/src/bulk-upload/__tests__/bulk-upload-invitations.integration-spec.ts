import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { IdentityModule, identityDataParts, CustomersService } from '@attest/identity';
import { JOB_QUEUE, PlatformModule, QueueName, type AppConfig, type JobQueue } from '@attest/platform';
import { client, sessionFor, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { applicantDataParts } from '../../applicant-data';
import { ApplicantModule } from '../../applicant.module';
import { bulkUploadJobId, CREATE_BULK_APPLICANTS_JOB } from '../jobs/create-bulk-applicants.job';
import { makeRows, rowStates, uploadRows, waitFor } from './bulk-upload-kit';

/** API, identity (which sends invitations) and the in-process queue consuming, as `npm start` runs. */
function embedded(config: AppConfig) {
  @Module({ imports: [PlatformModule.forRoot(config, [identityDataParts, applicantDataParts]), IdentityModule, ApplicantModule] })
  class BulkInvitationsModule {}
  return BulkInvitationsModule;
}

jest.setTimeout(60_000);

describe('bulk CSV upload invitations', () => {
  let t: TestApp;
  let ds: DataSource;
  let call: ReturnType<typeof client>;
  let staff: Session;
  let customerId: number;

  beforeAll(async () => {
    t = await startTestApp(embedded);
    ds = t.app.get(DataSource);
    call = client(t.baseUrl);
    customerId = (await t.app.get(CustomersService).createCustomer({ code: 'acme', name: 'Acme Staffing' })).id;
    staff = await sessionFor(t.app, 'user', 900, customerId);
    await t.app.get<JobQueue>(JOB_QUEUE).start();
  });
  afterAll(async () => t?.close());

  const outbox = async () =>
    ((await ds.query(`SELECT recipient FROM notification_outbox WHERE channel = 'email' ORDER BY recipient`)) as { recipient: string }[]).map((r) => r.recipient);

  it('queues one invitation per created row, none for an invalid row, and none twice when the job runs again', async () => {
    const rows = makeRows(4, { 4: { email: 'broken', first_name: 'Bad', last_name: 'Row' } }, 'invite.test');
    const upload = await uploadRows(call, staff, rows, true);
    await call('POST', `/api/v1/applicants/bulkupload/${upload.upload_id}/start`, { session: staff });
    await waitFor('three invitations', async () => (await outbox()).length >= 3, 30_000);
    expect(await rowStates(ds, upload.upload_id)).toEqual({ created: 3, invalid: 1 });
    expect(await outbox()).toEqual(['person1@invite.test', 'person2@invite.test', 'person3@invite.test']);
    const audit = await ds.query(`SELECT entity_id FROM audit_log WHERE entity = 'applicant' AND action = 'invite' AND actor_id = 900`);
    expect(audit).toHaveLength(3);

    // The same upload's job delivered again: no new applicant, no second email.
    const queue = t.app.get<JobQueue>(JOB_QUEUE);
    await queue.add(QueueName.Imports, CREATE_BULK_APPLICANTS_JOB, { version: 1, customerId, uploadId: upload.upload_id }, { jobId: bulkUploadJobId(upload.upload_id, 7) });
    await waitFor('the re-run', async () => (await queue.getJob(QueueName.Imports, bulkUploadJobId(upload.upload_id, 7)))?.state === 'completed', 20_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(await outbox()).toHaveLength(3);
    expect(Number((await ds.query(`SELECT COUNT(*) AS n FROM applicants WHERE source = 'bulk_upload'`))[0].n)).toBe(3);
  });

  it('sends nothing when invitations were not chosen', async () => {
    const upload = await uploadRows(call, staff, makeRows(2, {}, 'quiet.test'), false);
    await call('POST', `/api/v1/applicants/bulkupload/${upload.upload_id}/start`, { session: staff });
    await waitFor('the upload', async () => (await ds.query('SELECT status FROM bulk_uploads WHERE upload_id = ?', [upload.upload_id]))[0].status === 'done', 20_000);
    expect(await rowStates(ds, upload.upload_id)).toEqual({ created: 2 });
    expect((await outbox()).filter((r) => r.endsWith('quiet.test'))).toEqual([]);
  });
});
