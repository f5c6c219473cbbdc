import { DataSource } from 'typeorm';
import { applicationStatusOrder, type ApplicantListFilter, type SortDirection } from '@attest/contracts';
import { client, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import type { ApplicantEntity } from '../../applicant-record/entities';
import { applicantTestModule, insertApplicant, sessionFor } from '../../__tests__/applicant-fixtures';
import { scopedFilter } from '../applicant-filter';
import { filteredApplicants, readPage, sorted } from '../applicant-search.service';

/** Stored statuses in turn: no status yet, SIGNUP and a value this version does not know all sort as step 0. */
const CYCLE = [null, 'COMPLETE', 'SIGNUP', 'BASICINFO', 'COMPLETE', 'LEGACY', 'WORKHIST', null, 'PRESCREEN', 'SIGNUP', 'COMPLETE'];

/**
 * Sort by status (decision 0020): steps in order, ties by applicant id, both in the chosen direction; a page is cut
 * from per-status reads. Every filter, direction and page boundary answers the same rows in the same order as the
 * single ORDER BY on the step expression it replaced, read both ways (walking the status index or sorting few matches).
 */
describe('staff applicant list sorted by status: order, ties and paging', () => {
  let t: TestApp;
  let ds: DataSource;
  let call: ReturnType<typeof client>;
  let admin: Session;
  const live: ApplicantEntity[] = [];
  const auth = { party: 'user' as const, customerId: 1, tokenId: 1, userId: 1, locationIds: null };

  beforeAll(async () => {
    t = await startTestApp(applicantTestModule);
    ds = t.app.get(DataSource);
    call = client(t.baseUrl);
    for (let i = 0; i < 44; i += 1) {
      const row = await insertApplicant(t.app, 1, {
        first_name: i % 3 === 0 ? 'Smith' : 'Jones',
        last_name: `N${String(i).padStart(2, '0')}`,
        email: `p${i}@acme.test`,
        mobile_phone: `+1555010${String(i).padStart(2, '0')}`,
        location_id: i % 4 === 0 ? 11 : 10,
        current_application_status: CYCLE[i % CYCLE.length],
        // Two of every eleven are deleted: in no list, count or page.
        deleted_at: i % 11 === 3 || i % 11 === 8 ? new Date() : null,
      });
      if (!row.deleted_at) {
        live.push(row);
      }
    }
    await insertApplicant(t.app, 2, { first_name: 'Smith', email: 'smith@globex.test', current_application_status: 'COMPLETE' });
    admin = await sessionFor(t.app, 'user', 900, 1);
  }, 180_000);
  afterAll(async () => t?.close());

  /** What the list must answer: the filter's live applicants by step, then id, both in the direction. */
  function expected(keep: (a: ApplicantEntity) => boolean, direction: SortDirection): number[] {
    const sign = direction === 'desc' ? -1 : 1;
    const step = (a: ApplicantEntity) => (a.current_application_status === 'LEGACY' ? 0 : applicationStatusOrder(a.current_application_status));
    return live
      .filter(keep)
      .sort((x, y) => sign * (step(x) - step(y) || x.applicant_id - y.applicant_id))
      .map((a) => a.applicant_id);
  }

  /** The one statement the list sent before: ORDER BY the step expression, then id, OFFSET/LIMIT. */
  async function before(filter: ApplicantListFilter, direction: SortDirection, skip: number, take: number): Promise<number[]> {
    const rows = await sorted(filteredApplicants(ds, 1, scopedFilter(auth, filter)), { sort: 'application_status', direction, skip, take }).select('a.applicant_id', 'id').getRawMany<{ id: number }>();
    return rows.map((r) => Number(r.id));
  }

  async function pages(filter: ApplicantListFilter, direction: SortDirection, take: number, few: number) {
    const ids: number[][] = [];
    let total = -1;
    for (let skip = 0; ids.length === 0 || ids.at(-1)!.length === take; skip += take) {
      const page = await readPage(ds, 1, scopedFilter(auth, filter), { sort: 'application_status', direction, skip, take }, { rows: (qb) => qb.getMany(), id: (a) => a.applicant_id }, few);
      expect(page.rows.map((a) => a.applicant_id)).toEqual(await before(filter, direction, skip, take));
      ids.push(page.rows.map((a) => a.applicant_id));
      total = page.total;
    }
    return { ids: ids.flat(), total };
  }

  const cases: [string, ApplicantListFilter, (a: ApplicantEntity) => boolean][] = [
    ['no filter', {}, () => true],
    ['SIGNUP (no status yet included, the unknown value not)', { statuses: ['SIGNUP'] }, (a) => a.current_application_status === null || a.current_application_status === 'SIGNUP'],
    ['two statuses', { statuses: ['COMPLETE', 'PRESCREEN'] }, (a) => ['COMPLETE', 'PRESCREEN'].includes(a.current_application_status ?? '')],
    ['a term', { term: 'smith' }, (a) => a.first_name === 'Smith'],
    [
      'a term and statuses (the status filters the term’s rows)',
      { term: 'smith', statuses: ['SIGNUP', 'COMPLETE'] },
      (a) => a.first_name === 'Smith' && [null, 'SIGNUP', 'COMPLETE'].includes(a.current_application_status),
    ],
    [
      'a phone term and a status (the status as a range)',
      { term: '555010', statuses: ['SIGNUP', 'WORKHIST'] },
      (a) => [null, 'SIGNUP', 'WORKHIST'].includes(a.current_application_status),
    ],
    ['a location', { locations: [11] }, (a) => a.location_id === 11],
  ];

  it.each(cases)('pages through %s in step order with ties by id, both directions, read both ways', async (_name, filter, keep) => {
    for (const direction of ['asc', 'desc'] as const) {
      const want = expected(keep, direction);
      expect(want.length).toBeGreaterThan(3);
      // Pages of 4 cross every step boundary; few = 0 walks the status index for every value, Infinity sorts each
      // step's matches in one read, 2 mixes both within a step (merged by id).
      for (const few of [0, 2, Number.POSITIVE_INFINITY]) {
        expect(await pages(filter, direction, 4, few)).toEqual({ ids: want, total: want.length });
      }
      expect((await pages(filter, direction, 100, 0)).ids).toEqual(want);
    }
  });

  it('answers the same pages through the list and applications/query; a page past the end is empty', async () => {
    const want = expected((a) => a.first_name === 'Smith', 'desc');
    const body = { term: 'smith', sort: 'application_status', direction: 'desc' };
    const first = await call('POST', '/api/v1/applicants/query', { session: admin, body: { ...body, skip: 0, take: 5 } });
    const second = await call('POST', '/api/v1/applicants/query', { session: admin, body: { ...body, skip: 5, take: 5 } });
    expect([first.status, first.body.total]).toEqual([200, want.length]);
    expect([...first.body.items, ...second.body.items].map((i: { applicant_id: number }) => i.applicant_id)).toEqual(want.slice(0, 10));
    // COMPLETE first (step 9); within a step the newest id first.
    expect(first.body.items[0]).toMatchObject({ current_application_status: 'COMPLETE', first_name: 'Smith' });

    const apps = await call('POST', '/api/v1/applications/query', { session: admin, body: { ...body, skip: 3, take: 6 } });
    expect(apps.status).toBe(200);
    expect(apps.body.items.map((i: { applicant_id: number }) => i.applicant_id)).toEqual(want.slice(3, 9));
    expect(apps.body.total).toBe(want.length);
    // The unknown value and no status yet both show as SIGNUP there.
    const all = await call('POST', '/api/v1/applications/query', { session: admin, body: { sort: 'application_status', take: 100 } });
    expect(all.body.items.filter((i: { status: string }) => i.status === 'SIGNUP').length).toBe(live.filter((a) => [null, 'SIGNUP', 'LEGACY'].includes(a.current_application_status)).length);

    const past = await call('POST', '/api/v1/applicants/query', { session: admin, body: { ...body, skip: 100, take: 5 } });
    expect(past.body).toEqual({ items: [], total: want.length });
  });
});
