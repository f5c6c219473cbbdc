import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { grantRole } from '@attest/platform/testing';
import { client, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { DataSource } from 'typeorm';
import type { ApplicantEntity } from '../../applicant-record/entities';
import { applicantTestModule, auditRows, insertApplicant, sessionFor } from '../../__tests__/applicant-fixtures';

jest.setTimeout(60_000);

const ACME = 1;
const GLOBEX = 2;
const CANDIDATE = { first_name: 'Cora', last_name: 'Candidate', email: 'Cora@ATS.test', mobile_phone: '(555) 010-0101', city: 'Austin', state: 'TX' };

describe('ATS association (the recruiter tab: create, associate, replace)', () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let ds: DataSource;
  let staff: Session;
  let globexStaff: Session;
  let viewer: Session;
  let ada: ApplicantEntity;
  let bob: ApplicantEntity;
  let eve: ApplicantEntity;

  beforeAll(async () => {
    t = await startTestApp(applicantTestModule);
    call = client(t.baseUrl);
    ds = t.app.get(DataSource);
    ada = await insertApplicant(t.app, ACME, { first_name: 'Ada', last_name: 'Lovelace', current_application_status: 'JOBPREFS' });
    bob = await insertApplicant(t.app, ACME, { first_name: 'Bob', last_name: 'Builder' });
    eve = await insertApplicant(t.app, GLOBEX, { first_name: 'Eve', last_name: 'Other' });
    staff = await sessionFor(t.app, 'user', 900, ACME, SEEDED_ROLE_IDS.RECRUITER);
    globexStaff = await sessionFor(t.app, 'user', 901, GLOBEX, SEEDED_ROLE_IDS.RECRUITER);
    viewer = await sessionFor(t.app, 'user', 902, ACME, SEEDED_ROLE_IDS.VIEWER);
  }, 180_000);
  afterAll(async () => t?.close());

  const url = (externalId: string) => `/api/v1/ats/associations/${encodeURIComponent(externalId)}`;
  const links = async () =>
    (await ds.query('SELECT customer_id, external_id, applicant_id, associated_by_user_id FROM ats_associations ORDER BY id')) as {
      customer_id: number;
      external_id: string;
      applicant_id: number;
      associated_by_user_id: number | null;
    }[];
  const applicantCount = async () => Number(((await ds.query('SELECT COUNT(*) AS n FROM applicants')) as { n: number | string }[])[0].n);

  it('answers no applicant for a candidate not associated yet', async () => {
    expect(await call('GET', url('BH-1'), { session: staff })).toMatchObject({ status: 200, body: { external_id: 'BH-1', applicant: null, associated_at: null } });
  });

  it('creates an applicant from the ATS candidate, associates it and audits both', async () => {
    const res = await call('POST', `${url('BH-1')}/applicant`, { session: staff, body: CANDIDATE });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      external_id: 'BH-1',
      associated_at: expect.any(String),
      applicant: {
        applicant_id: expect.any(Number),
        first_name: 'Cora',
        last_name: 'Candidate',
        email: 'cora@ats.test',
        mobile_phone: '(555) 010-0101',
        city: 'Austin',
        state: 'TX',
        active: true,
        verified: false,
        application_status: 'SIGNUP',
        application_step: 0,
        application_steps: 9,
      },
    });
    const id = res.body.applicant.applicant_id as number;
    const [row] = (await ds.query('SELECT customer_id, source, email FROM applicants WHERE applicant_id = ?', [id])) as Record<string, unknown>[];
    expect(row).toEqual({ customer_id: ACME, source: 'ats', email: 'cora@ats.test' });
    expect(await links()).toEqual([{ customer_id: ACME, external_id: 'BH-1', applicant_id: id, associated_by_user_id: 900 }]);
    expect((await auditRows(t.app, 'applicant', id)).map((a) => [a.action, a.actor_party, a.changes.ats_external_id])).toEqual([['create', 'user', { from: null, to: 'BH-1' }]]);
    expect((await auditRows(t.app, 'ats_association')).map((a) => [a.entity_id, a.action, a.changes.applicant_id])).toEqual([['BH-1', 'create', { from: null, to: id }]]);

    const read = await call('GET', url('BH-1'), { session: staff });
    expect(read).toMatchObject({ status: 200, body: { applicant: { applicant_id: id, email: 'cora@ats.test' } } });
  });

  it('refuses a second applicant for the same candidate and an email in use (409), creating nothing', async () => {
    const before = await applicantCount();
    expect(await call('POST', `${url('BH-1')}/applicant`, { session: staff, body: { ...CANDIDATE, email: 'other@ats.test' } })).toMatchObject({
      status: 409,
      body: { messageKey: 'ats_candidate_already_associated' },
    });
    expect(await call('POST', `${url('BH-2')}/applicant`, { session: staff, body: { ...CANDIDATE, email: ada.email } })).toMatchObject({
      status: 409,
      body: { messageKey: 'duplicate_email', details: { fields: { email: 'duplicate_email' } } },
    });
    expect(await applicantCount()).toBe(before);
    expect(await links()).toHaveLength(1);
  });

  it('validates the candidate and the external id (400 with field keys)', async () => {
    const bad = await call('POST', `${url('BH-2')}/applicant`, { session: staff, body: { first_name: '', last_name: 'X', email: 'nope', extra: 1 } });
    expect(bad).toMatchObject({ status: 400, body: { statusCode: 400, messageKey: 'validation_failed' } });
    expect(bad.body.details.fields).toMatchObject({ first_name: 'required_field', email: 'invalid_email' });
    expect(await call('GET', url('a b'), { session: staff })).toMatchObject({ status: 400, body: { details: { fields: { externalId: 'invalid_entry' } } } });
    expect(await call('PUT', url('BH-2'), { session: staff, body: {} })).toMatchObject({ status: 400, body: { details: { fields: { applicant_id: 'required_field' } } } });
  });

  it('associates an existing applicant, then replaces it with another, with the onboarding progress', async () => {
    const first = await call('PUT', url('BH-2'), { session: staff, body: { applicant_id: ada.applicant_id } });
    expect(first).toMatchObject({ status: 200, body: { external_id: 'BH-2', applicant: { applicant_id: ada.applicant_id, application_status: 'JOBPREFS', application_step: 3 } } });
    // The same again is no change (and no second audit row).
    expect((await call('PUT', url('BH-2'), { session: staff, body: { applicant_id: ada.applicant_id } })).status).toBe(200);
    const replaced = await call('PUT', url('BH-2'), { session: staff, body: { applicant_id: bob.applicant_id } });
    expect(replaced).toMatchObject({ status: 200, body: { applicant: { applicant_id: bob.applicant_id } } });
    expect((await links()).filter((l) => l.external_id === 'BH-2')).toEqual([{ customer_id: ACME, external_id: 'BH-2', applicant_id: bob.applicant_id, associated_by_user_id: 900 }]);
    expect((await auditRows(t.app, 'ats_association')).filter((a) => a.entity_id === 'BH-2').map((a) => [a.action, a.changes.applicant_id])).toEqual([
      ['create', { from: null, to: ada.applicant_id }],
      ['replace', { from: ada.applicant_id, to: bob.applicant_id }],
    ]);
  });

  it('refuses an applicant already associated with another candidate (409), changing nothing', async () => {
    const before = await links();
    expect(await call('PUT', url('BH-3'), { session: staff, body: { applicant_id: bob.applicant_id } })).toMatchObject({
      status: 409,
      body: { messageKey: 'ats_applicant_already_associated', details: { external_id: 'BH-2' } },
    });
    expect(await links()).toEqual(before);
  });

  it("answers 404 for another customer's applicant, and keeps each customer's candidates apart", async () => {
    const before = await links();
    expect(await call('PUT', url('BH-2'), { session: staff, body: { applicant_id: eve.applicant_id } })).toMatchObject({ status: 404, body: { messageKey: 'not_found' } });
    expect(await call('PUT', url('BH-9'), { session: staff, body: { applicant_id: 999_999 } })).toMatchObject({ status: 404 });
    expect(await links()).toEqual(before);
    // Globex's BH-2 is its own candidate: nothing of acme's shows, and globex may associate its own applicant.
    expect(await call('GET', url('BH-2'), { session: globexStaff })).toMatchObject({ status: 200, body: { applicant: null } });
    expect(await call('PUT', url('BH-2'), { session: globexStaff, body: { applicant_id: ada.applicant_id } })).toMatchObject({ status: 404 });
    expect(await call('PUT', url('BH-2'), { session: globexStaff, body: { applicant_id: eve.applicant_id } })).toMatchObject({ status: 200, body: { applicant: { applicant_id: eve.applicant_id } } });
    expect((await links()).filter((l) => l.external_id === 'BH-2').map((l) => [l.customer_id, l.applicant_id])).toEqual([
      [ACME, bob.applicant_id],
      [GLOBEX, eve.applicant_id],
    ]);
  });

  it('needs applicants.write to change (403 for a viewer, nothing changed); an applicant token is refused', async () => {
    const before = await links();
    const count = await applicantCount();
    expect(await call('GET', url('BH-2'), { session: viewer })).toMatchObject({ status: 200, body: { applicant: { applicant_id: bob.applicant_id } } });
    expect(await call('PUT', url('BH-2'), { session: viewer, body: { applicant_id: ada.applicant_id } })).toMatchObject({ status: 403, body: { messageKey: 'permission_denied' } });
    expect(await call('POST', `${url('BH-7')}/applicant`, { session: viewer, body: CANDIDATE })).toMatchObject({ status: 403, body: { messageKey: 'permission_denied' } });
    const applicant = await sessionFor(t.app, 'applicant', ada.applicant_id, ACME);
    expect(await call('GET', url('BH-2'), { session: applicant })).toMatchObject({ status: 403, body: { messageKey: 'forbidden_party' } });
    expect(await call('PUT', url('BH-2'), { session: applicant, body: { applicant_id: ada.applicant_id } })).toMatchObject({ status: 403 });
    expect(await links()).toEqual(before);
    expect(await applicantCount()).toBe(count);
  });

  it("limits a recruiter of one location to that location's applicants", async () => {
    const west = await insertApplicant(t.app, ACME, { first_name: 'Wes', location_id: 71 });
    await grantRole(t.app, 903, ACME, SEEDED_ROLE_IDS.RECRUITER, 70);
    const limited = await sessionFor(t.app, 'user', 903, ACME, null);
    expect(await call('PUT', url('BH-8'), { session: limited, body: { applicant_id: west.applicant_id } })).toMatchObject({ status: 404 });
    expect(await call('POST', `${url('BH-8')}/applicant`, { session: limited, body: { ...CANDIDATE, email: 'wes@ats.test' } })).toMatchObject({ status: 404 });
    const created = await call('POST', `${url('BH-8')}/applicant`, { session: limited, body: { ...CANDIDATE, email: 'wes@ats.test', location_id: 70 } });
    expect(created).toMatchObject({ status: 201, body: { applicant: { location_id: 70 } } });
    // The candidate BH-2 is Bob's (no location): hidden from this recruiter.
    expect(await call('GET', url('BH-2'), { session: limited })).toMatchObject({ status: 404 });
  });
});
