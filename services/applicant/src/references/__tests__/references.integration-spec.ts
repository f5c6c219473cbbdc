import { DataSource } from 'typeorm';
import { client, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import type { ApplicantEntity } from '../../applicant-record/entities';
import { applicantTestModule, auditRows, insertApplicant, sessionFor } from '../../__tests__/applicant-fixtures';

describe('references (GET /api/v2/customers/{c}/aplreference/forapplicant/{a}, POST .../aplreference/multi)', () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let ada: ApplicantEntity;
  let bob: ApplicantEntity;
  let eve: ApplicantEntity;
  let adaSession: Session;
  let staff: Session;
  const forApplicant = (a: number, c = 1) => `/api/v2/customers/${c}/aplreference/forapplicant/${a}`;
  const multi = (c = 1) => `/api/v2/customers/${c}/aplreference/multi`;
  const rawRows = async (a: number) =>
    (await t.app.get(DataSource).query('SELECT ref_id, first_name, active, status, created FROM apl_references WHERE applicant_id = ? ORDER BY ref_id', [a])) as {
      ref_id: number;
      first_name: string;
      active: number;
      status: number;
      created: string;
    }[];
  const today = () => new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await startTestApp(applicantTestModule);
    call = client(t.baseUrl);
    ada = await insertApplicant(t.app, 1, { first_name: 'Ada' });
    bob = await insertApplicant(t.app, 1, { first_name: 'Bob' });
    eve = await insertApplicant(t.app, 2, { first_name: 'Eve' });
    adaSession = await sessionFor(t.app, 'applicant', ada.applicant_id, 1);
    staff = await sessionFor(t.app, 'user', 900, 1);
  });
  afterAll(async () => t.close());

  it('saves new references with the server date and status 1, and answers the active ones', async () => {
    const res = await call('POST', multi(), {
      session: adaSession,
      body: [
        { ref_id: null, applicant_id: ada.applicant_id, customer_id: 1, created: null, company: 'Acme', active: 1, first_name: 'Grace', last_name: 'Hopper', email: 'Grace@Navy.mil', phone: '406-555-1234', city: 'Arlington', state: 'VA', comment: 'Manager', status: 1 },
        { applicant_id: ada.applicant_id, first_name: 'Alan', last_name: 'Turing' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { ref_id: expect.any(Number), applicant_id: ada.applicant_id, customer_id: 1, created: today(), company: 'Acme', active: 1, first_name: 'Grace', last_name: 'Hopper', email: 'grace@navy.mil', phone: '406-555-1234', city: 'Arlington', state: 'VA', comment: 'Manager', status: 1 },
      { ref_id: expect.any(Number), applicant_id: ada.applicant_id, customer_id: 1, created: today(), company: null, active: 1, first_name: 'Alan', last_name: 'Turing', email: null, phone: null, city: null, state: null, comment: null, status: 1 },
    ]);
    expect((await call('GET', forApplicant(ada.applicant_id), { session: adaSession })).body).toEqual(res.body);
    expect((await auditRows(t.app, 'applicant_reference')).map((a) => [a.action, a.actor_party])).toEqual([
      ['create', 'applicant'],
      ['create', 'applicant'],
    ]);
  });

  it('removes with active 0 (kept, no longer listed) and edits the others', async () => {
    const [grace, alan] = (await call('GET', forApplicant(ada.applicant_id), { session: adaSession })).body as { ref_id: number }[];
    const res = await call('POST', multi(), { session: adaSession, body: [{ ...grace, comment: 'Director', status: 2 }, { ref_id: alan.ref_id, applicant_id: ada.applicant_id, active: 0 }] });
    expect(res.body).toEqual([expect.objectContaining({ ref_id: grace.ref_id, comment: 'Director', status: 2, created: today() })]);
    expect((await rawRows(ada.applicant_id)).map((r) => [r.first_name, Number(r.active)])).toEqual([
      ['Grace', 1],
      ['Alan', 0],
    ]);
    const removal = (await auditRows(t.app, 'applicant_reference', alan.ref_id)).find((a) => a.action === 'delete');
    expect(removal?.changes).toEqual({ active: { from: 1, to: 0 } });
  });

  it('lets staff save rows for several applicants of their customer at once', async () => {
    const res = await call('POST', multi(), {
      session: staff,
      body: [
        { applicant_id: bob.applicant_id, first_name: 'Linus', last_name: 'T' },
        { applicant_id: ada.applicant_id, first_name: 'Barbara', last_name: 'Liskov' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.map((r: { applicant_id: number; first_name: string }) => [r.applicant_id, r.first_name])).toEqual([
      [ada.applicant_id, 'Grace'],
      [ada.applicant_id, 'Barbara'],
      [bob.applicant_id, 'Linus'],
    ]);
  });

  it('refuses bad rows as a whole batch, storing nothing', async () => {
    const before = await rawRows(ada.applicant_id);
    const attempts = [
      await call('POST', multi(), { session: adaSession, body: [{ applicant_id: ada.applicant_id, first_name: 'Ok', last_name: 'Row' }, { applicant_id: ada.applicant_id, first_name: '', last_name: 'X', email: 'nope', state: 'QQ', phone: '1' }] }),
      await call('POST', multi(), { session: adaSession, body: [{ first_name: 'No', last_name: 'Applicant' }] }),
      await call('POST', multi(), { session: adaSession, body: [{ applicant_id: ada.applicant_id, first_name: 'A', last_name: 'B', password: 'x' }] }),
      await call('POST', multi(), { session: adaSession, body: { applicant_id: ada.applicant_id } }),
    ];
    expect(attempts.map((a) => [a.status, a.body.messageKey, a.body.details?.fields])).toEqual([
      [400, 'validation_failed', { '[1].first_name': 'required_field', '[1].email': 'invalid_email', '[1].state': 'invalid_entry', '[1].phone': 'invalid_phone_number' }],
      [400, 'validation_failed', { '[0].applicant_id': 'required_field' }],
      [400, 'validation_failed', { '[0].password': 'unknown_field' }],
      [400, 'body_required', undefined],
    ]);
    expect(await rawRows(ada.applicant_id)).toEqual(before);
  });

  it("answers 404 for another applicant's or customer's references, storing nothing", async () => {
    const [linus] = (await call('GET', forApplicant(bob.applicant_id), { session: staff })).body as { ref_id: number }[];
    const [grace] = (await call('GET', forApplicant(ada.applicant_id), { session: adaSession })).body as { ref_id: number }[];
    const attempts = [
      await call('GET', forApplicant(bob.applicant_id), { session: adaSession }),
      await call('POST', multi(), { session: adaSession, body: [{ applicant_id: bob.applicant_id, first_name: 'X', last_name: 'Y' }] }),
      // A good first row does not survive a refused second one.
      await call('POST', multi(), { session: adaSession, body: [{ applicant_id: ada.applicant_id, first_name: 'Kept?', last_name: 'No' }, { ref_id: linus.ref_id, applicant_id: ada.applicant_id, first_name: 'X', last_name: 'Y' }] }),
      await call('POST', multi(), { session: staff, body: [{ ref_id: grace.ref_id, applicant_id: bob.applicant_id, active: 0 }] }),
      await call('POST', multi(), { session: adaSession, body: [{ applicant_id: ada.applicant_id, customer_id: 2, first_name: 'X', last_name: 'Y' }] }),
      await call('GET', forApplicant(eve.applicant_id), { session: staff }),
      await call('POST', multi(), { session: staff, body: [{ applicant_id: eve.applicant_id, first_name: 'X', last_name: 'Y' }] }),
      await call('POST', multi(2), { session: staff, body: [{ applicant_id: eve.applicant_id, first_name: 'X', last_name: 'Y' }] }),
    ];
    expect(attempts.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    expect((await rawRows(bob.applicant_id)).map((r) => [r.first_name, Number(r.active)])).toEqual([['Linus', 1]]);
    expect((await rawRows(ada.applicant_id)).map((r) => r.first_name)).toEqual(['Grace', 'Alan', 'Barbara']);
    expect(await rawRows(eve.applicant_id)).toEqual([]);
  });
});
