import { DataSource } from 'typeorm';
import { mergeDataParts, platformDataParts, type AuthContext } from '@attest/platform';
import { applicantDataParts } from '../../applicant-data';
import { ApplicantEntity } from '../../applicant-record/entities';
import { ApplicantSearchService, FEW_MATCHES } from '../applicant-search.service';
import { AddApplicantTermIndexes1798110000000 } from '../migrations/1798110000000-add-applicant-term-indexes';
import { WidenApplicantListIndexes1798110000100 } from '../migrations/1798110000100-widen-applicant-list-indexes';
import { AddApplicantStatusSortIndex1798610000000 } from '../migrations/1798610000000-add-applicant-status-sort-index';

// The embedded default (`npm start`) runs on SQLite: the list's indexes migrate up and down there, and the prefix
// term and both ways of reading a sorted page answer as on MariaDB (covered by applicant-list.integration-spec).
describe('staff applicant list on SQLite', () => {
  let ds: DataSource;
  let search: ApplicantSearchService;
  const auth: AuthContext = { party: 'user', customerId: 1, tokenId: 1, userId: 1, locationIds: null };

  beforeAll(async () => {
    ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', ...mergeDataParts(platformDataParts, applicantDataParts) });
    await ds.initialize();
    await ds.runMigrations();
    const now = new Date('2026-05-01T10:00:00Z');
    const rows: [string, string, string, string | null][] = [
      ['Ada', 'Lovelace', '+15550001', 'COMPLETE'],
      ['ada', 'Byron', '(555) 010-0199', 'WORKHIST'],
      ['Grace', 'Hopper', '+15550002', null],
      ['Alan', 'Turing', '+15550003', 'COMPLETE'],
    ];
    await ds.getRepository(ApplicantEntity).insert(
      rows.map(([first, last, phone, status], i) => ({ customer_id: 1, first_name: first, last_name: last, email: `${last.toLowerCase()}@acme.test`, mobile_phone: phone, current_application_status: status, date_registered: now, last_updated: now, location_id: 10 + (i % 2) })),
    );
    await ds.getRepository(ApplicantEntity).insert({ customer_id: 2, first_name: 'Ada', last_name: 'Other', email: 'ada@globex.test', date_registered: now, last_updated: now });
    search = new ApplicantSearchService(ds);
  });
  afterAll(async () => {
    await ds?.destroy();
  });

  const names = async (filter: object, page: object = {}) => (await search.query(auth, filter, { skip: 0, take: 25, ...page })).items.map((a) => `${a.first_name} ${a.last_name}`);

  it('matches each word at the start of a name, the email or the phone, in any case; digits anywhere in the phone', async () => {
    expect(await names({ term: 'ADA' })).toEqual(['ada Byron', 'Ada Lovelace']);
    expect(await names({ term: 'ada love' })).toEqual(['Ada Lovelace']);
    expect(await names({ term: 'velace' })).toEqual([]);
    expect(await names({ term: '010-01' })).toEqual(['ada Byron']);
    expect(await names({ term: 'a_a' })).toEqual([]);
  });

  it('sorts a page the same whichever way it is read (few matches: the wrapped column; many: the column)', async () => {
    expect(await names({}, { sort: 'email', direction: 'desc' })).toEqual(['Alan Turing', 'Ada Lovelace', 'Grace Hopper', 'ada Byron']);
    expect(await names({ statuses: ['COMPLETE'] }, { sort: 'last_name' })).toEqual(['Ada Lovelace', 'Alan Turing']);
    expect(await names({ statuses: ['SIGNUP'] })).toEqual(['Grace Hopper']);
    expect(await search.query(auth, {}, { skip: 4, take: 25 })).toEqual({ items: [], total: 4 });
  });

  it('sorts by status in step order with ties by id, paging across steps; with a term the status still filters', async () => {
    expect(await names({}, { sort: 'application_status' })).toEqual(['Grace Hopper', 'ada Byron', 'Ada Lovelace', 'Alan Turing']);
    expect(await names({}, { sort: 'application_status', direction: 'desc' })).toEqual(['Alan Turing', 'Ada Lovelace', 'ada Byron', 'Grace Hopper']);
    expect(await names({}, { sort: 'application_status', direction: 'desc', skip: 1, take: 2 })).toEqual(['Ada Lovelace', 'ada Byron']);
    expect(await names({ term: 'ada', statuses: ['COMPLETE', 'WORKHIST'] }, { sort: 'application_status', direction: 'desc' })).toEqual(['Ada Lovelace', 'ada Byron']);
    expect(await names({ term: 'hop', statuses: ['SIGNUP', 'COMPLETE'] }, { sort: 'application_status' })).toEqual(['Grace Hopper']);
    expect((await search.query(auth, {}, { sort: 'application_status', skip: 4, take: 2 })).total).toBe(4);
  });

  it('reads a page of many matches (beyond FEW_MATCHES) in the same order', async () => {
    const now = new Date('2026-05-02T10:00:00Z');
    const extra = Array.from({ length: FEW_MATCHES + 1 }, (_, i) => ({ customer_id: 1, first_name: 'Bulk', last_name: `Row${String(i).padStart(5, '0')}`, email: `bulk.${i}@acme.test`, date_registered: now, last_updated: now }));
    for (let i = 0; i < extra.length; i += 500) {
      await ds.getRepository(ApplicantEntity).insert(extra.slice(i, i + 500));
    }
    const page = await search.query(auth, { term: 'bulk' }, { sort: 'last_name', direction: 'desc', skip: 1, take: 2 });
    expect(page.total).toBe(FEW_MATCHES + 1);
    expect(page.items.map((a) => a.last_name)).toEqual([`Row${String(FEW_MATCHES - 1).padStart(5, '0')}`, `Row${String(FEW_MATCHES - 2).padStart(5, '0')}`]);
    // Sorted by status: one step of more than FEW_MATCHES (no status yet) is walked along the status index.
    const byStatus = await search.query(auth, { term: 'bulk' }, { sort: 'application_status', direction: 'desc', skip: 1, take: 2 });
    expect([byStatus.total, byStatus.items.map((a) => a.last_name)]).toEqual([FEW_MATCHES + 1, [`Row${String(FEW_MATCHES - 1).padStart(5, '0')}`, `Row${String(FEW_MATCHES - 2).padStart(5, '0')}`]]);
    const mixed = await search.query(auth, {}, { sort: 'application_status', skip: FEW_MATCHES, take: 3 });
    expect(mixed.items.map((a) => `${a.first_name} ${a.last_name}`)).toEqual([`Bulk Row${String(FEW_MATCHES - 1).padStart(5, '0')}`, `Bulk Row${String(FEW_MATCHES).padStart(5, '0')}`, 'ada Byron']);
    await ds.getRepository(ApplicantEntity).delete({ first_name: 'Bulk' });
  });

  it('migrates the list indexes down and up again', async () => {
    const indexNames = async () => (await ds.query("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'applicants'")).map((r: { name: string }) => r.name);
    expect(await indexNames()).toEqual(expect.arrayContaining(['ix_applicants_term_first_name', 'ix_applicants_list_status_loc', 'ix_applicants_list_location_st', 'ix_applicants_list_status_sort']));
    const runner = ds.createQueryRunner();
    try {
      await new AddApplicantStatusSortIndex1798610000000().down(runner);
      expect(await indexNames()).not.toContain('ix_applicants_list_status_sort');
      await new WidenApplicantListIndexes1798110000100().down(runner);
      await new AddApplicantTermIndexes1798110000000().down(runner);
      expect(await indexNames()).toEqual(expect.arrayContaining(['ix_applicants_list_status', 'ix_applicants_list_location']));
      expect(await indexNames()).not.toContain('ix_applicants_term_first_name');
      expect(await indexNames()).not.toContain('ix_applicants_list_status_loc');
      await new AddApplicantTermIndexes1798110000000().up(runner);
      await new WidenApplicantListIndexes1798110000100().up(runner);
      await new AddApplicantStatusSortIndex1798610000000().up(runner);
    } finally {
      await runner.release();
    }
    expect(await indexNames()).toEqual(expect.arrayContaining(['ix_applicants_term_first_name', 'ix_applicants_list_status_loc', 'ix_applicants_list_status_sort']));
    expect(await names({ term: 'ada love' })).toEqual(['Ada Lovelace']);
  });
});
