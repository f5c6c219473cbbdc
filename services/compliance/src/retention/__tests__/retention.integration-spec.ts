import { STORAGE, type JobContext, type StorageService } from '@attest/platform';
import { jpeg, postImage } from '../../documents/__tests__/image-test-kit';
import { EverifyCaseEntity } from '../../everify/cases/entities/everify-case.entity';
import { EverifyPhotoStore } from '../../everify/cases/case-photo-store';
import { ACME, countRows, insertApplicant, sessionFor, signedSection1, startCompliance, type ComplianceKit } from '../../__tests__/compliance-test-app';
import { todayYmd } from '../../shared/i9-rules';
import { PurgeExpiredI9Processor } from '../purge-expired-i9.processor';
import { RetentionScheduler } from '../retention.scheduler';

const ctx: JobContext = { jobId: 'test-purge', attempt: 1, reportProgress: async () => undefined };

describe('I-9 retention: legal hold and the purge job', () => {
  let k: ComplianceKit;
  let ada: number;
  let wes: number;
  let stillEmployed: number;
  let attachedFiles: string[] = [];
  beforeAll(async () => {
    k = await startCompliance();
    ada = await signedSection1(k);
    wes = await signedSection1(k, k.wesSession, { i9_first_name: 'Wes', i9_last_name: 'Western' });
    const ned = await insertApplicant(k.t.app, ACME, { first_name: 'Ned', last_name: 'Stays', email: 'ned@acme.test', location_id: 10 });
    stillEmployed = await signedSection1(k, await sessionFor(k.t.app, 'applicant', ned.applicant_id, ACME), { i9_first_name: 'Ned', i9_last_name: 'Stays' });
    // Hired 2015, left 2016: kept until the later of 2018-01-05 (hire + 3 years) and 2017-01-05 (termination + 1 year).
    for (const id of [ada, wes]) {
      const res = await k.call('PUT', `/api/v1/i9/${id}/employment`, { session: k.compliance, body: { first_day_of_employment: '2015-01-05', termination_date: '2016-01-05' } });
      expect(res.body).toMatchObject({ retention_until: '2018-01-05', termination_date: '2016-01-05' });
    }
    // Still employed: hire + 3 years has passed, but the record is kept while the person works.
    await k.call('PUT', `/api/v1/i9/${stillEmployed}/employment`, { session: k.compliance, body: { first_day_of_employment: '2015-01-05' } });
    attachedFiles = await attachToRecord(ada);
  }, 60_000);

  /** A document image, a phone hand-off and an E-Verify case with its photo: all belong to the I-9 and go with it. */
  async function attachToRecord(recordId: number): Promise<string[]> {
    await k.setConfig(ACME, 'i9_retain_document_copies', '1');
    const image = await postImage(k.t.baseUrl, `/api/v1/i9/${recordId}/documents`, k.compliance, { list: 'B', index: '0', side: 'front' }, { name: 'licence.jpg', bytes: jpeg(7) });
    expect(image.status).toBe(201);
    const mobile = await k.call('POST', '/api/v1/mobileVerificationRequests', { session: k.compliance, body: { recordId, list: 'C', index: 0 } });
    expect(mobile.status).toBeLessThan(300);
    const now = new Date();
    const saved = await k.ds.getRepository(EverifyCaseEntity).save({ customer_id: ACME, applicant_id: k.ada.applicant_id, i9_record_id: recordId, status: 'CLOSED', created_by: 1, created_at: now, updated_at: now });
    const photoKey = await k.t.app.get(EverifyPhotoStore).put(ACME, saved.id, { contentType: 'image/jpeg', data: jpeg(9).toString('base64') });
    await k.ds.getRepository(EverifyCaseEntity).update(saved.id, { photo_key: photoKey });
    await k.ds.query('INSERT INTO everify_case_events (customer_id, case_id, at, kind, event, actor_party, actor_id) VALUES (?, ?, NOW(), ?, ?, ?, ?)', [ACME, saved.id, 'service', 'SERVICE_RESULT', 'system', 0]);
    const fileKey = `everify/${ACME}/case-${saved.id}/letter.enc`;
    await k.t.app.get<StorageService>(STORAGE).put(fileKey, Buffer.from('sealed letter'));
    await k.ds.query(
      "INSERT INTO everify_case_files (customer_id, case_id, kind, file_name, content_type, storage_key, state, created_by_party, created_by_id, created_at) VALUES (?, ?, 'fan', 'fan.pdf', 'application/pdf', ?, 'ready', 'user', 1, NOW())",
      [ACME, saved.id, fileKey],
    );
    await k.ds.query('INSERT INTO everify_tnc_workflows (customer_id, case_id, created_at, updated_at) VALUES (?, ?, NOW(), NOW())', [ACME, saved.id]);
    await k.ds.query('INSERT INTO i9_reverify_tasks (customer_id, record_id, reason, opened_by, opened_at) VALUES (?, ?, ?, 1, NOW())', [ACME, recordId, 'ead_revoked']);
    const keys = (await k.ds.query('SELECT storage_key FROM i9_document_images WHERE record_id = ?', [recordId])) as { storage_key: string }[];
    return [...keys.map((r) => r.storage_key), photoKey, fileKey];
  }
  afterAll(async () => k?.close());

  it('sets and clears a legal hold with i9.correct, as a trail row', async () => {
    expect((await k.call('PUT', `/api/v1/i9/${wes}/legal-hold`, { session: k.recruiter, body: { value: true } })).status).toBe(403);
    const res = await k.call('PUT', `/api/v1/i9/${wes}/legal-hold`, { session: k.compliance, body: { value: true } });
    expect(res).toMatchObject({ status: 200, body: { record_id: wes, legal_hold: true, retention_until: '2018-01-05' } });
    expect((await k.call('PUT', `/api/v1/i9/${wes}/legal-hold`, { session: k.compliance, body: { value: 'yes' } })).status).toBe(400);
    const trail = await k.call('GET', `/api/v1/i9/${wes}/trail`, { session: k.viewer });
    expect(trail.body.rows.find((r: { action: string }) => r.action === 'legal_hold')).toMatchObject({ before: { legal_hold: false }, after: { legal_hold: true } });
  });

  it('purges records past retention, keeps the held one and the employed one, and logs what it purged without personal data', async () => {
    expect(await k.t.app.get(RetentionScheduler).enqueueDue()).toBe(1);
    const result = await k.t.app.get(PurgeExpiredI9Processor).handle({ customerId: ACME, version: 1, asOf: todayYmd() }, ctx);
    expect(result).toEqual({ purged: 1, held: 1 });
    expect(await countRows(k.ds, 'i9_records', `id = ${ada}`)).toBe(0);
    expect(await countRows(k.ds, 'i9_revisions', `record_id = ${ada}`)).toBe(0);
    expect(await countRows(k.ds, 'i9_trail', `record_id = ${ada}`)).toBe(0);
    expect(await countRows(k.ds, 'i9_document_images', `record_id = ${ada}`)).toBe(0);
    expect(await countRows(k.ds, 'i9_mobile_requests', `record_id = ${ada}`)).toBe(0);
    expect(await countRows(k.ds, 'everify_cases', `i9_record_id = ${ada}`)).toBe(0);
    expect(await countRows(k.ds, 'everify_case_events', '1 = 1')).toBe(0);
    expect(await countRows(k.ds, 'everify_case_files', '1 = 1')).toBe(0);
    expect(await countRows(k.ds, 'everify_tnc_workflows', '1 = 1')).toBe(0);
    expect(await countRows(k.ds, 'i9_reverify_tasks', `record_id = ${ada}`)).toBe(0);
    expect(attachedFiles).toHaveLength(3);
    const storage = k.t.app.get<StorageService>(STORAGE);
    for (const key of attachedFiles) {
      expect({ key, exists: await storage.exists(key) }).toEqual({ key, exists: false });
    }
    expect(await countRows(k.ds, 'i9_records', `id IN (${wes}, ${stillEmployed})`)).toBe(2);
    const log = (await k.ds.query('SELECT * FROM i9_purge_log')) as Record<string, unknown>[];
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ customer_id: ACME, record_id: ada, retention_until: '2018-01-05', revisions_purged: 1, job_id: 'test-purge' });
    expect(Number(log[0].trail_rows_purged)).toBeGreaterThan(3);
    expect(Object.keys(log[0]).sort()).toEqual(['customer_id', 'edition', 'id', 'job_id', 'location_id', 'purged_at', 'record_created_at', 'record_id', 'retention_until', 'revisions_purged', 'trail_head', 'trail_rows_purged']);
    const api = await k.call('GET', '/api/v1/i9/retention/purge-log', { session: k.viewer });
    expect(api.body).toMatchObject([{ record_id: ada }]);
    // A retry of the same job finds nothing more to do.
    expect(await k.t.app.get(PurgeExpiredI9Processor).handle({ customerId: ACME, version: 1, asOf: todayYmd() }, ctx)).toEqual({ purged: 0, held: 1 });
  });

  it('purges the held record once the hold is cleared', async () => {
    await k.call('PUT', `/api/v1/i9/${wes}/legal-hold`, { session: k.admin, body: { value: false } });
    const result = await k.t.app.get(PurgeExpiredI9Processor).handle({ customerId: ACME, version: 1, asOf: todayYmd() }, ctx);
    expect(result).toEqual({ purged: 1, held: 0 });
    expect((await k.call('GET', `/api/v1/i9/${wes}`, { session: k.admin })).status).toBe(404);
    expect(await countRows(k.ds, 'i9_records', `id = ${stillEmployed}`)).toBe(1);
  });

  it('queues the purge from the API for account.manage only', async () => {
    expect((await k.call('POST', '/api/v1/i9/retention/purge', { session: k.compliance, body: {} })).status).toBe(403);
    const res = await k.call('POST', '/api/v1/i9/retention/purge', { session: k.admin, body: {} });
    expect(res).toMatchObject({ status: 202, body: { job_id: `i9-purge-${ACME}-${todayYmd()}`, as_of: todayYmd() } });
  });
});
