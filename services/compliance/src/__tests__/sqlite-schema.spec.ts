import { randomBytes } from 'crypto';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { DataSource } from 'typeorm';
import { ApplicantEntity, applicantDataParts } from '@attest/applicant';
import { configureFieldCipher, LocalDiskStorage, mergeDataParts, platformDataParts } from '@attest/platform';
import { complianceDataParts } from '../compliance-data';
import { I9RecordsService } from '../records/i9-records.service';
import { lockRecord } from '../records/record-lock';
import { RevisionsService } from '../records/revisions.service';
import { PurgeExpiredI9Processor } from '../retention/purge-expired-i9.processor';
import type { Actor } from '../shared/actor';
import { TrailService } from '../trail/trail.service';

const actor: Actor = { party: 'applicant', id: 1, name: 'Ada Lovelace', actingUserId: null, ip: '10.0.0.1' };

// The embedded default runs on SQLite: the same migrations, the record lock, the trail's hashes over
// stored times and the purge must work there (MariaDB is covered by the integration suites).
describe('compliance schema and I-9 core on SQLite', () => {
  let ds: DataSource;
  beforeAll(async () => {
    configureFieldCipher(randomBytes(32));
    ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', ...mergeDataParts(platformDataParts, applicantDataParts, complianceDataParts) });
    await ds.initialize();
    await ds.runMigrations();
  });
  afterAll(async () => ds?.destroy());

  it('creates one current record, writes revisions and a trail that verifies, and purges it', async () => {
    const now = new Date();
    const applicant = await ds.getRepository(ApplicantEntity).save({ customer_id: 3, email: 'ada@example.test', first_name: 'Ada', last_name: 'Lovelace', verified: 1, date_registered: now, last_updated: now, location_id: 4 });
    const trail = new TrailService(ds);
    const revisions = new RevisionsService();
    const records = new I9RecordsService(ds, trail, revisions);
    const id = await records.ensureCurrent(applicant, actor);
    expect(await records.ensureCurrent(applicant, actor)).toBe(id);
    await ds.transaction(async (m) => {
      const record = await lockRecord(m, 3, id);
      const saved = await revisions.saveDraft(m, record, 'section1', { i9_ssn: '123456789' }, actor);
      await trail.append(m, record, actor, { action: 'update', target: `section1#${saved.revision.revision}`, after: { i9_ssn: '*****6789' } });
      await revisions.sign(m, saved.revision, actor, 'Ada Lovelace');
      await trail.append(m, record, actor, { action: 'sign', target: 'section1#1' });
      await records.patch(m, record, { first_day_of_employment: '2015-01-05', termination_date: '2016-01-05', retention_until: '2018-01-05' });
    });
    expect(await trail.verifyTrail(3, id)).toEqual({ ok: true, rows: 3, broken_at: null, reason: null });
    const [raw] = (await ds.query('SELECT payload FROM i9_revisions')) as { payload: string }[];
    expect(raw.payload).not.toContain('123456789');
    const ctx = { jobId: 'sqlite', attempt: 1, reportProgress: async () => undefined };
    expect(await new PurgeExpiredI9Processor(ds, new LocalDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'i9-sqlite-')), 'secret')).handle({ customerId: 3, version: 1, asOf: '2030-01-01' }, ctx)).toEqual({ purged: 1, held: 0 });
    expect(await ds.query('SELECT COUNT(*) AS n FROM i9_trail')).toEqual([{ n: 0 }]);
    expect(await ds.query('SELECT record_id, trail_rows_purged FROM i9_purge_log')).toEqual([{ record_id: id, trail_rows_purged: 3 }]);
  });
});
