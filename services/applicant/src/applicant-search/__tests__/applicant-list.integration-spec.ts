import { DataSource } from 'typeorm';
import { APPLICATION_STATUSES, SEEDED_ROLE_IDS } from '@attest/contracts';
import { client, grantRole, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import type { ApplicantEntity } from '../../applicant-record/entities';
import { applicantTestModule, auditRows, insertApplicant, sessionFor } from '../../__tests__/applicant-fixtures';

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

/** The staff applicant list (issue 15): filters, sorts, status counts, saved filters and the direct export. */
describe('staff applicant list: POST /api/v1/applicants/query, applications/query and /counts, saved filters, export', () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let admin: Session;
  let other: Session;
  let noRole: Session;
  let contentManager: Session;
  let limited: Session;
  let applicantSession: Session;
  const people: ApplicantEntity[] = [];

  beforeAll(async () => {
    t = await startTestApp(applicantTestModule);
    call = client(t.baseUrl);
    const rows: Partial<ApplicantEntity>[] = [
      { first_name: 'Ada', last_name: 'Lovelace', location_id: 10, current_application_status: 'COMPLETE', date_registered: new Date('2026-01-05T10:00:00Z'), last_activity_date: ago(2) },
      { first_name: 'Grace', last_name: 'Hopper', location_id: 10, current_application_status: 'BASICINFO', date_registered: new Date('2026-02-10T10:00:00Z'), last_activity_date: ago(20) },
      { first_name: 'Alan', last_name: 'Turing', location_id: 11, current_application_status: null, date_registered: new Date('2026-03-15T23:30:00Z'), last_activity_date: null },
      { first_name: 'Edsger', last_name: 'Dijkstra', location_id: 11, current_application_status: 'SIGNUP', date_registered: new Date('2026-03-16T08:00:00Z'), last_activity_date: ago(200), active: 0 },
      { first_name: 'Barbara', last_name: 'Liskov', location_id: 12, current_application_status: 'WORKHIST', date_registered: new Date('2026-04-01T08:00:00Z'), last_activity_date: ago(60), locked: 1 },
      { first_name: 'Ken', last_name: 'Thompson', location_id: 12, current_application_status: 'COMPLETE', date_registered: new Date('2026-04-02T08:00:00Z'), last_activity_date: ago(1) },
    ];
    for (const [i, row] of rows.entries()) {
      people.push(await insertApplicant(t.app, 1, { email: `${String(row.first_name).toLowerCase()}@acme.test`, mobile_phone: `+1555000${i}`, ...row }));
    }
    const eve = await insertApplicant(t.app, 2, { first_name: 'Eve', last_name: 'Lovelace', email: 'eve@globex.test', current_application_status: 'COMPLETE' });
    admin = await sessionFor(t.app, 'user', 900, 1);
    other = await sessionFor(t.app, 'user', 901, 1);
    noRole = await sessionFor(t.app, 'user', 902, 1, null);
    contentManager = await sessionFor(t.app, 'user', 903, 1, SEEDED_ROLE_IDS.CONTENT_MANAGER);
    await grantRole(t.app, 904, 1, SEEDED_ROLE_IDS.RECRUITER, 12);
    limited = await sessionFor(t.app, 'user', 904, 1, null);
    applicantSession = await sessionFor(t.app, 'applicant', eve.applicant_id, 2);
  }, 180_000);
  afterAll(async () => t?.close());

  const names = (body: { items: { first_name: string }[] }) => body.items.map((i) => i.first_name);
  const query = async (body: object, session = admin) => {
    const res = await call('POST', '/api/v1/applicants/query', { session, body });
    expect(res.status).toBe(200);
    return res.body as { items: { first_name: string }[]; total: number };
  };

  it('applies every filter, alone and together, only within the caller’s customer', async () => {
    expect(names(await query({}))).toEqual(['Edsger', 'Grace', 'Barbara', 'Ada', 'Ken', 'Alan']);
    expect((await query({})).total).toBe(6);
    expect(names(await query({ term: 'love' }))).toEqual(['Ada']);
    expect(names(await query({ term: '5550003' }))).toEqual(['Edsger']);
    // Each word starts a name, the email or the phone, in any case (an index range, decision 0020); digits may be anywhere in the phone.
    expect(names(await query({ term: 'LOVE ada' }))).toEqual(['Ada']);
    expect(names(await query({ term: 'ovelace' }))).toEqual([]);
    expect(names(await query({ term: 'ken@acme' }))).toEqual(['Ken']);
    expect(names(await query({ term: '%' }))).toEqual([]);
    expect(names(await query({ locations: [11] }))).toEqual(['Edsger', 'Alan']);
    expect(names(await query({ statuses: ['COMPLETE'] }))).toEqual(['Ada', 'Ken']);
    // No status yet counts as SIGNUP.
    expect(names(await query({ statuses: ['SIGNUP'] }))).toEqual(['Edsger', 'Alan']);
    expect(names(await query({ registered_from: '2026-03-15', registered_to: '2026-03-15' }))).toEqual(['Alan']);
    expect(names(await query({ registered_from: '2026-03-16' }))).toEqual(['Edsger', 'Barbara', 'Ken']);
    expect(names(await query({ registered_to: '2026-02-10' }))).toEqual(['Grace', 'Ada']);
    expect(names(await query({ activity: 'within_7_days' }))).toEqual(['Ada', 'Ken']);
    expect(names(await query({ activity: 'within_30_days' }))).toEqual(['Grace', 'Ada', 'Ken']);
    expect(names(await query({ activity: 'inactive_90_days' }))).toEqual(['Edsger', 'Alan']);
    expect(names(await query({ activity: 'never' }))).toEqual(['Alan']);
    expect(names(await query({ active: false }))).toEqual(['Edsger']);
    expect(names(await query({ locked: true }))).toEqual(['Barbara']);
    expect(names(await query({ locations: [10, 12], statuses: ['COMPLETE', 'WORKHIST'], locked: false }))).toEqual(['Ada', 'Ken']);
    expect(JSON.stringify(await query({ term: 'eve' }))).not.toContain('globex');
  });

  it('with a term, the dates and the activity still filter (written as filters on the term’s rows, decision 0020)', async () => {
    // "a" starts Ada, Alan (first names) and no other first name, last name, email or phone.
    expect(names(await query({ term: 'a' }))).toEqual(['Ada', 'Alan']);
    expect(names(await query({ term: 'a', registered_from: '2026-03-15' }))).toEqual(['Alan']);
    expect(names(await query({ term: 'a', registered_to: '2026-03-14' }))).toEqual(['Ada']);
    expect(names(await query({ term: 'a', activity: 'within_7_days' }))).toEqual(['Ada']);
    expect(names(await query({ term: 'a', activity: 'inactive_90_days' }))).toEqual(['Alan']);
    expect(names(await query({ term: 'a', statuses: ['COMPLETE', 'SIGNUP'] }, admin))).toEqual(['Ada', 'Alan']);
    expect(names(await query({ term: 'a', statuses: ['COMPLETE', 'SIGNUP'], sort: 'last_name', direction: 'desc' }))).toEqual(['Alan', 'Ada']);
    expect((await query({ term: 'a', registered_from: '2026-05-01' })).total).toBe(0);
  });

  it('sorts by each column both ways, pages, and shows status labels for the next section', async () => {
    expect(names(await query({ sort: 'first_name' }))).toEqual(['Ada', 'Alan', 'Barbara', 'Edsger', 'Grace', 'Ken']);
    expect(names(await query({ sort: 'first_name', direction: 'desc' }))).toEqual(['Ken', 'Grace', 'Edsger', 'Barbara', 'Alan', 'Ada']);
    expect(names(await query({ sort: 'email' }))).toEqual(['Ada', 'Alan', 'Barbara', 'Edsger', 'Grace', 'Ken']);
    expect(names(await query({ sort: 'date_registered', direction: 'desc' }))).toEqual(['Ken', 'Barbara', 'Edsger', 'Alan', 'Grace', 'Ada']);
    expect(names(await query({ sort: 'last_activity_date', direction: 'desc', activity: 'within_90_days' }))).toEqual(['Ken', 'Ada', 'Grace', 'Barbara']);
    // Step order, not the alphabet: SIGNUP (and none) < BASICINFO < WORKHIST < COMPLETE.
    expect(names(await query({ sort: 'application_status' }))).toEqual(['Alan', 'Edsger', 'Grace', 'Barbara', 'Ada', 'Ken']);
    expect(names(await query({ sort: 'location_id', direction: 'desc', skip: 0, take: 2 }))).toEqual(['Ken', 'Barbara']);
    const page2 = await query({ sort: 'location_id', direction: 'desc', skip: 2, take: 2 });
    expect([names(page2), page2.total]).toEqual([['Edsger', 'Alan'], 6]);
    const apps = await call('POST', '/api/v1/applications/query', { session: admin, body: { statuses: ['BASICINFO', 'SIGNUP'], sort: 'first_name' } });
    expect(apps.status).toBe(200);
    expect(apps.body.total).toBe(3);
    expect(apps.body.items.map((i: { full_name: string; status: string; next_section: { label: string } }) => [i.full_name, i.status, i.next_section.label])).toEqual([
      ['Alan Turing', 'SIGNUP', 'Basic Info'],
      ['Edsger Dijkstra', 'SIGNUP', 'Basic Info'],
      ['Grace Hopper', 'BASICINFO', 'Job Preferences'],
    ]);
    expect(apps.body.items[0]).toMatchObject({ date_registered: '2026-03-15', start_date: '2026-03-15', location_id: 11 });
  });

  it('counts every status under the other filters; the counts add up to the list total', async () => {
    const res = await call('POST', '/api/v1/applications/counts', { session: admin, body: { statuses: ['COMPLETE'] } });
    expect(res.status).toBe(200);
    expect(res.body.counts.map((c: { status: string }) => c.status)).toEqual(APPLICATION_STATUSES);
    const byStatus = Object.fromEntries(res.body.counts.map((c: { status: string; count: number }) => [c.status, c.count]));
    expect(byStatus).toMatchObject({ SIGNUP: 2, BASICINFO: 1, WORKHIST: 1, COMPLETE: 2, EDUHIST: 0 });
    expect(res.body.total).toBe(6);
    for (const filter of [{ locations: [10, 11] }, { activity: 'within_30_days' }, { registered_from: '2026-03-01', active: true }]) {
      const counts = (await call('POST', '/api/v1/applications/counts', { session: admin, body: filter })).body;
      const sum = counts.counts.reduce((s: number, c: { count: number }) => s + c.count, 0);
      expect(sum).toBe(counts.total);
      expect(counts.total).toBe((await query(filter)).total);
    }
  });

  it('limits a location-bound recruiter to their locations', async () => {
    expect(names(await query({}, limited))).toEqual(['Barbara', 'Ken']);
    expect(names(await query({ locations: [10] }, limited))).toEqual([]);
    const counts = (await call('POST', '/api/v1/applications/counts', { session: limited, body: {} })).body;
    expect(counts.total).toBe(2);
  });

  it('refuses bad filters with validation_failed naming the field', async () => {
    const bad = [
      { statuses: ['DONE'] },
      { registered_from: '03/15/2026' },
      { registered_from: '2026-04-01', registered_to: '2026-03-01' },
      { activity: 'sometimes' },
      { sort: 'password_hash' },
      { active: 'yes' },
      { customer_id: 2 },
    ];
    const answers = await Promise.all(bad.map((body) => call('POST', '/api/v1/applicants/query', { session: admin, body })));
    expect(answers.map((a) => [a.status, a.body.messageKey, a.body.details.fields])).toEqual([
      [400, 'validation_failed', { 'statuses[0]': 'invalid_entry' }],
      [400, 'validation_failed', { registered_from: 'es_date' }],
      [400, 'validation_failed', { registered_to: 'date_range_invalid' }],
      [400, 'validation_failed', { activity: 'invalid_entry' }],
      [400, 'validation_failed', { sort: 'invalid_entry' }],
      [400, 'validation_failed', { active: 'invalid_entry' }],
      [400, 'validation_failed', { customer_id: 'unknown_field' }],
    ]);
  });

  it('is refused to a staff user without the permission (403), to an applicant and without a token', async () => {
    for (const path of ['/api/v1/applicants/query', '/api/v1/applications/query', '/api/v1/applications/counts', '/api/v1/applicants/saved-filters']) {
      expect((await call('POST', path, { session: noRole, body: {} })).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
      expect((await call('POST', path, { session: applicantSession, body: {} })).status).toBe(403);
      expect((await call('POST', path, { body: {} })).status).toBe(401);
    }
  });

  it('keeps saved filters per user: save, replace by name, list, delete; another user’s is not found and stays', async () => {
    const url = '/api/v1/applicants/saved-filters';
    const saved = await call('POST', url, { session: admin, body: { name: 'Complete at HQ', filter: { statuses: ['COMPLETE'], locations: [10], sort: 'date_registered', direction: 'desc' } } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Complete at HQ', filter: { statuses: ['COMPLETE'], locations: [10], sort: 'date_registered', direction: 'desc' } });
    const replaced = await call('POST', url, { session: admin, body: { name: 'Complete at HQ', filter: { statuses: ['COMPLETE'] } } });
    expect(replaced.body).toMatchObject({ id: saved.body.id, filter: { statuses: ['COMPLETE'] } });
    await call('POST', url, { session: admin, body: { name: 'Another', filter: { activity: 'never' } } });
    expect((await call('GET', url, { session: admin })).body.map((f: { name: string }) => f.name)).toEqual(['Another', 'Complete at HQ']);
    expect((await call('GET', url, { session: other })).body).toEqual([]);

    const stolen = await call('DELETE', `${url}/${saved.body.id}`, { session: other });
    expect(stolen.status).toBe(404);
    expect((await call('DELETE', `${url}/${saved.body.id}`, { session: noRole })).status).toBe(403);
    expect((await call('GET', url, { session: admin })).body).toHaveLength(2);

    const invalid = await call('POST', url, { session: admin, body: { name: '', filter: { statuses: ['NOPE'] } } });
    expect(invalid.body).toMatchObject({ statusCode: 400, details: { fields: { name: 'required_field', 'filter.statuses[0]': 'invalid_entry' } } });
    expect((await call('DELETE', `${url}/${saved.body.id}`, { session: admin })).status).toBe(204);
    expect((await call('GET', url, { session: admin })).body.map((f: { name: string }) => f.name)).toEqual(['Another']);
  });

  it('streams the filtered CSV directly, audited without the searched text; refused without applicants.export', async () => {
    const res = await call('POST', '/api/v1/applicants/export', { session: admin, body: { statuses: ['COMPLETE'], term: '555' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="applicants-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = String(res.body).trim().split('\r\n');
    expect(lines[0]).toMatch(/^applicant_id,first_name,middle_name,last_name,email/);
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['Ada', 'Ken']);
    const audits = await auditRows(t.app, 'applicants');
    expect(audits.at(-1)).toMatchObject({ action: 'export', actor_party: 'user', changes: { mode: { to: 'file' }, filter: { to: { statuses: ['COMPLETE'], term: '(set)' } } } });

    const limitedFile = await call('POST', '/api/v1/applicants/export', { session: limited, body: {} });
    expect(String(limitedFile.body).trim().split('\r\n').slice(1).map((l) => l.split(',')[1]).sort()).toEqual(['Barbara', 'Ken']);

    const before = (await auditRows(t.app, 'applicants')).length;
    const refused = await call('POST', '/api/v1/applicants/export', { session: contentManager, body: {} });
    expect(refused.body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    expect((await call('POST', '/api/v1/applicants/exportasync', { session: contentManager, body: {} })).status).toBe(403);
    expect(await auditRows(t.app, 'applicants')).toHaveLength(before);
    const rows = (await t.app.get(DataSource).query('SELECT COUNT(*) AS n FROM applicants')) as { n: number | string }[];
    expect(Number(rows[0].n)).toBe(7);
  });
});
