import { Module } from '@nestjs/common';
import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { SEEDED_ROLE_IDS, type BulkUploadDetail, type BulkUploadProgressMessage } from '@attest/contracts';
import { JOB_QUEUE, PlatformModule, QueueName, type AppConfig, type JobQueue } from '@attest/platform';
import { client, spawnWorker, startTestApp, type Session, type TestApp, type WorkerProcess } from '@attest/platform/testing';
import { insertApplicant, sessionFor } from '../../__tests__/applicant-fixtures';
import { applicantDataParts } from '../../applicant-data';
import { ApplicantModule } from '../../applicant.module';
import { bulkUploadJobId, CREATE_BULK_APPLICANTS_JOB } from '../jobs/create-bulk-applicants.job';
import { makeRows, rowStates, uploadRows, waitFor } from './bulk-upload-kit';

/** The API alone: it only enqueues. The jobs run in real worker processes (services/worker/src/main.ts). */
function apiOnly(config: AppConfig) {
  @Module({ imports: [PlatformModule.forRoot(config, [applicantDataParts]), ApplicantModule] })
  class BulkUploadApiModule {}
  return BulkUploadApiModule;
}

const TOTAL = 10_000;
/** Rows 1-40 are bad in the ways the spec names; every other row is valid. */
const BAD: Record<number, Record<string, string>> = {};
for (let n = 1; n <= 10; n++) {BAD[n] = { first_name: 'No', last_name: 'Email' };}
for (let n = 11; n <= 20; n++) {BAD[n] = { email: `not-an-email-${n}`, first_name: 'Bad', last_name: 'Email' };}
for (let n = 21; n <= 25; n++) {
  BAD[n] = { email: `twin${n}@bulk.test`, first_name: 'Twin', last_name: 'A' };
  BAD[n + 5] = { email: `TWIN${n}@bulk.test`, first_name: 'Twin', last_name: 'B' };
}
for (let n = 31; n <= 35; n++) {BAD[n] = { email: `taken${n}@acme.test`, first_name: 'Taken', last_name: 'Email' };}
for (let n = 36; n <= 40; n++) {BAD[n] = { email: `nolast${n}@bulk.test`, first_name: 'No' };}
const VALID = TOTAL - 40;

jest.setTimeout(240_000);

describe('bulk CSV upload: 10,000 rows through BullMQ, a worker killed and restarted mid-job', () => {
  let t: TestApp;
  let ds: DataSource;
  let call: ReturnType<typeof client>;
  let staff: Session;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    t = await startTestApp(apiOnly, { redis: true });
    ds = t.app.get(DataSource);
    call = client(t.baseUrl);
    staff = await sessionFor(t.app, 'user', 900, 1);
    for (let n = 31; n <= 35; n++) {
      await insertApplicant(t.app, 1, { email: `taken${n}@acme.test` });
    }
    await insertApplicant(t.app, 2, { email: 'person100@bulk.test' });
  });
  afterAll(async () => {
    for (const w of workers) {
      await w.stop();
    }
    await t?.close();
  });

  it('answers which emails the customer already uses, and only for the caller’s customer', async () => {
    const res = await call('POST', '/api/v1/applicants/bulkupload/emailcheck', { session: staff, body: { emails: ['TAKEN31@acme.test', 'new@acme.test', 'person100@bulk.test'] } });
    expect(res).toMatchObject({ status: 200, body: { in_use: ['taken31@acme.test'] } });
    const tooMany = await call('POST', '/api/v1/applicants/bulkupload/emailcheck', { session: staff, body: { emails: Array.from({ length: 1001 }, (_, i) => `x${i}@a.test`) } });
    expect(tooMany.body).toMatchObject({ statusCode: 400, messageKey: 'validation_failed', details: { fields: { emails: 'es_max' } } });
  });

  it('refuses an applicant token, a role without applicants.write and another customer, changing nothing', async () => {
    const upload = await uploadRows(call, staff, makeRows(3, {}, 'refusals.test'));
    const applicantId = (await insertApplicant(t.app, 1, { email: 'someone@acme.test' })).applicant_id;
    const applicant = await sessionFor(t.app, 'applicant', applicantId, 1);
    const officer = await sessionFor(t.app, 'user', 901, 1, SEEDED_ROLE_IDS.COMPLIANCE_OFFICER);
    const outsider = await sessionFor(t.app, 'user', 902, 2);
    const path = `/api/v1/applicants/bulkupload/${upload.upload_id}`;
    expect((await call('POST', `${path}/start`, { session: applicant })).body).toMatchObject({ statusCode: 403, messageKey: 'forbidden_party' });
    expect((await call('POST', `${path}/start`, { session: officer })).status).toBe(403);
    expect((await call('POST', '/api/v1/applicants/bulkupload', { session: officer, body: { send_invitations: false } })).status).toBe(403);
    expect((await call('POST', `${path}/start`, { session: outsider })).body).toMatchObject({ statusCode: 404, messageKey: 'not_found' });
    expect((await call('GET', path, { session: outsider })).status).toBe(404);
    const sneak = await call('POST', `${path}/rows`, { session: outsider, body: { rows: makeRows(1, { 1: { email: 'sneak@x.test', first_name: 'S', last_name: 'S' } }).map((r) => ({ ...r, row_no: 4 })) } });
    expect(sneak.status).toBe(404);
    expect((await call('GET', '/api/v1/applicants/bulkupload/not-a-uuid', { session: staff })).status).toBe(404);
    const bad = await call('POST', `${path}/rows`, { session: staff, body: { rows: [{ row_no: 9, values: { email: 'a@b.test', ssn: '123' } }] } });
    expect(bad.body).toMatchObject({ statusCode: 400, messageKey: 'validation_failed' });
    // Nothing was queued or written by any refused call.
    expect(await rowStates(ds, upload.upload_id)).toEqual({ pending: 3 });
    expect((await ds.query('SELECT status, run FROM bulk_uploads WHERE upload_id = ?', [upload.upload_id]))[0]).toMatchObject({ status: 'receiving', run: 0 });
    expect(await t.app.get<JobQueue>(JOB_QUEUE).getJob(QueueName.Imports, bulkUploadJobId(upload.upload_id, 1))).toBeNull();
  });

  it('creates each valid row once and reports the invalid ones, though the worker was SIGKILLed mid-job', async () => {
    const upload = await uploadRows(call, staff, makeRows(TOTAL, BAD));
    // A chunk sent twice (a retried request) adds nothing.
    const again = await call('POST', `/api/v1/applicants/bulkupload/${upload.upload_id}/rows`, { session: staff, body: { rows: makeRows(1000, BAD) } });
    expect(again.body).toMatchObject({ total: TOTAL, pending: TOTAL });

    const socket: Socket = io(t.baseUrl, { path: '/hub', transports: ['websocket'] });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const messages: BulkUploadProgressMessage[] = [];
    socket.on(upload.event_name, (m: BulkUploadProgressMessage) => messages.push(m));
    socket.emit('register', upload.event_name);
    await new Promise((r) => setTimeout(r, 100));
    expect((await call('POST', upload.subscription_url, { session: staff, body: { value: socket.id } })).status).toBeLessThan(300);

    try {
      const first = await spawnWorker(t.config);
      workers.push(first);
      const started = await call('POST', `/api/v1/applicants/bulkupload/${upload.upload_id}/start`, { session: staff });
      expect(started).toMatchObject({ status: 202, body: { status: 'queued', total: TOTAL } });
      // Starting again while the job runs queues nothing new.
      await call('POST', `/api/v1/applicants/bulkupload/${upload.upload_id}/start`, { session: staff });
      expect((await ds.query('SELECT run FROM bulk_uploads WHERE upload_id = ?', [upload.upload_id]))[0].run).toBe(1);

      await waitFor('a few batches', async () => ((await rowStates(ds, upload.upload_id)).created ?? 0) >= 1500, 120_000, 20);
      await first.kill('SIGKILL');
      const atKill = await rowStates(ds, upload.upload_id);
      expect(atKill.pending).toBeGreaterThan(0);
      // Whatever the kill interrupted was rolled back whole: applicants and created rows agree.
      const [{ n: madeAtKill }] = await ds.query(`SELECT COUNT(*) AS n FROM applicants WHERE customer_id = 1 AND source = 'bulk_upload'`);
      expect(Number(madeAtKill)).toBe(atKill.created);

      const second = await spawnWorker(t.config);
      workers.push(second);
      // BullMQ hands the stalled job to the new worker once the dead one's lock expires (about 30-60 s).
      await waitFor('the upload to finish', async () => (await ds.query('SELECT status FROM bulk_uploads WHERE upload_id = ?', [upload.upload_id]))[0].status === 'done', 180_000, 500);

      expect(await rowStates(ds, upload.upload_id)).toEqual({ created: VALID, invalid: 40 });
      const [{ n: made }] = await ds.query(`SELECT COUNT(*) AS n FROM applicants WHERE customer_id = 1 AND source = 'bulk_upload'`);
      expect(Number(made)).toBe(VALID);
      const [{ n: distinctIds }] = await ds.query('SELECT COUNT(DISTINCT applicant_id) AS n FROM bulk_upload_rows WHERE upload_id = ? AND applicant_id IS NOT NULL', [upload.upload_id]);
      expect(Number(distinctIds)).toBe(VALID);
      // One creation audit per applicant: no batch ran twice.
      const [{ n: audits }] = await ds.query(`SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'applicant' AND action = 'create' AND customer_id = 1 AND changes LIKE ?`, [`%${upload.upload_id}%`]);
      expect(Number(audits)).toBe(VALID);
      // The other customer's applicant with the same email is untouched and did not block ours.
      const created100 = await ds.query(`SELECT customer_id FROM applicants WHERE email = 'person100@bulk.test' ORDER BY customer_id`);
      expect(created100.map((r: { customer_id: number }) => r.customer_id)).toEqual([1, 2]);

      const detail = await call<BulkUploadDetail>('GET', `/api/v1/applicants/bulkupload/${upload.upload_id}`, { session: staff });
      expect(detail.body).toMatchObject({ status: 'done', total: TOTAL, created: VALID, invalid: 40, pending: 0 });
      const byRow = new Map(detail.body.rows.map((r) => [r.row_no, r]));
      expect(byRow.get(1)).toMatchObject({ state: 'invalid', errors: { email: { key: 'bulk_email_required' } } });
      expect(byRow.get(11)).toMatchObject({ state: 'invalid', errors: { email: { key: 'bulk_invalid_email' } } });
      expect(byRow.get(21)).toMatchObject({ state: 'invalid', errors: { email: { key: 'bulk_duplicate_email' } } });
      expect(byRow.get(26)).toMatchObject({ state: 'invalid', errors: { email: { key: 'bulk_duplicate_email' } } });
      expect(byRow.get(31)).toMatchObject({ state: 'invalid', errors: { email: { key: 'bulk_email_in_use' } } });
      expect(byRow.get(36)).toMatchObject({ state: 'invalid', errors: { last_name: { key: 'bulk_required', params: { label: 'Last Name' } } } });
      expect(byRow.get(41)).toMatchObject({ state: 'created', applicant_id: expect.any(Number), errors: null });
      // Created rows keep no copy of the person's data.
      expect(Number((await ds.query(`SELECT COUNT(*) AS n FROM bulk_upload_rows WHERE upload_id = ? AND state = 'created' AND data IS NOT NULL`, [upload.upload_id]))[0].n)).toBe(0);

      await waitFor('the final real-time message', async () => messages.find((m) => m.done), 10_000);
      expect(messages.find((m) => m.done)).toEqual({ progress: 100, created: VALID, invalid: 40, total: TOTAL, done: true });
      expect(messages.some((m) => !m.done && m.progress > 0 && m.progress < 100)).toBe(true);

      // Running the job once more (a duplicate delivery) creates nothing.
      await t.app.get<JobQueue>(JOB_QUEUE).add(QueueName.Imports, CREATE_BULK_APPLICANTS_JOB, { version: 1, customerId: 1, uploadId: upload.upload_id }, { jobId: bulkUploadJobId(upload.upload_id, 99) });
      await waitFor('the re-run', async () => (await t.app.get<JobQueue>(JOB_QUEUE).getJob(QueueName.Imports, bulkUploadJobId(upload.upload_id, 99)))?.state === 'completed', 30_000);
      expect(Number((await ds.query(`SELECT COUNT(*) AS n FROM applicants WHERE customer_id = 1 AND source = 'bulk_upload'`))[0].n)).toBe(VALID);
      // Starting a finished upload queues nothing.
      expect((await call('POST', `/api/v1/applicants/bulkupload/${upload.upload_id}/start`, { session: staff })).body).toMatchObject({ status: 'done' });
      expect((await call('POST', `/api/v1/applicants/bulkupload/${upload.upload_id}/rows`, { session: staff, body: { rows: makeRows(1) } })).body).toMatchObject({ statusCode: 409, messageKey: 'bulk_upload_started' });
    } finally {
      socket.close();
    }
  });
});
