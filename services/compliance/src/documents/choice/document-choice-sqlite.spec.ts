import { randomBytes } from 'crypto';
import { DataSource } from 'typeorm';
import { ApplicantEntity, applicantDataParts } from '@attest/applicant';
import { configureFieldCipher, mergeDataParts, platformDataParts } from '@attest/platform';
import { complianceDataParts } from '../../compliance-data';
import { I9RecordsService } from '../../records/i9-records.service';
import { lockRecord } from '../../records/record-lock';
import { RevisionsService } from '../../records/revisions.service';
import type { Actor } from '../../shared/actor';
import { TrailService } from '../../trail/trail.service';
import { findChoice, readChoice, writeChoice } from './document-choice-store';

const actor: Actor = { party: 'applicant', id: 1, name: 'Ada Lovelace', actingUserId: null, ip: null };

// The embedded default runs on SQLite: the choice's table, its encryption, and that it goes with its record.
describe("the employee's document choice on SQLite", () => {
  let ds: DataSource;
  beforeAll(async () => {
    configureFieldCipher(randomBytes(32));
    ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', ...mergeDataParts(platformDataParts, applicantDataParts, complianceDataParts) });
    await ds.initialize();
    await ds.runMigrations();
  });
  afterAll(async () => ds?.destroy());

  it('stores the types encrypted, replaces them, and is deleted with the record', async () => {
    const now = new Date();
    const applicant = await ds.getRepository(ApplicantEntity).save({ customer_id: 3, email: 'ada@example.test', first_name: 'Ada', last_name: 'Lovelace', verified: 1, date_registered: now, last_updated: now, location_id: 4 });
    const id = await new I9RecordsService(ds, new TrailService(ds), new RevisionsService()).ensureCurrent(applicant, actor);
    await ds.transaction(async (m) => {
      const record = await lockRecord(m, 3, id);
      await writeChoice(m, record, null, [{ list: 'B', document_type: 'DRIVERS_LICENSE' }, { list: 'C', document_type: 'SSN_CARD' }], actor);
      await writeChoice(m, record, await findChoice(m, record), [{ list: 'A', document_type: 'US_PASSPORT' }], actor);
      expect(await readChoice(m, record)).toMatchObject({ documents: [{ list: 'A', document_type: 'US_PASSPORT' }], chosen_by_party: 'applicant' });
    });
    const rows = (await ds.query('SELECT documents FROM i9_document_choices')) as { documents: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0].documents).not.toContain('US_PASSPORT');
    await ds.query('DELETE FROM i9_trail');
    await ds.query('DELETE FROM i9_records WHERE id = ?', [id]);
    expect(await ds.query('SELECT COUNT(*) AS n FROM i9_document_choices')).toEqual([{ n: 0 }]);
  });
});
