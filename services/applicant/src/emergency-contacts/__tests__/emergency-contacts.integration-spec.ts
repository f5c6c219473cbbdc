import { DataSource } from 'typeorm';
import { CustomerConfigService } from '@attest/platform';
import { client, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import type { ApplicantEntity } from '../../applicant-record/entities';
import { applicantTestModule, auditRows, insertApplicant, sessionFor } from '../../__tests__/applicant-fixtures';

describe('emergency contacts (GET/POST /api/v2/customers/{c}/applicants/{a}/emergencycontacts)', () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let ada: ApplicantEntity;
  let bob: ApplicantEntity;
  let eve: ApplicantEntity;
  let adaSession: Session;
  let staff: Session;
  const url = (a: number, c = 1) => `/api/v2/customers/${c}/applicants/${a}/emergencycontacts`;
  const rawRows = async (a: number) =>
    (await t.app.get(DataSource).query('SELECT contact_id, name, phone, deleted FROM apl_emergency_contacts WHERE applicant_id = ? ORDER BY contact_id', [a])) as {
      contact_id: number;
      name: string;
      phone: string;
      deleted: number;
    }[];

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

  it('adds contacts, edits and removes them, and audits each change', async () => {
    const added = await call('POST', url(ada.applicant_id), {
      session: adaSession,
      body: [
        { contact_id: null, applicant_id: ada.applicant_id, name: 'Mary Lovelace', relationship: 'Mother', phone: '(406) 555-1234', email: 'Mary@Example.com' },
        { name: 'Oma', phone: '+49 30 901820' },
      ],
    });
    expect(added.status).toBe(200);
    expect(added.body).toEqual([
      { contact_id: expect.any(Number), applicant_id: ada.applicant_id, name: 'Mary Lovelace', relationship: 'Mother', phone: '(406) 555-1234', email: 'mary@example.com' },
      { contact_id: expect.any(Number), applicant_id: ada.applicant_id, name: 'Oma', relationship: null, phone: '+49 30 901820', email: null },
    ]);
    const [mary, oma] = added.body as { contact_id: number }[];
    const edited = await call('POST', url(ada.applicant_id), { session: adaSession, body: [{ ...mary, phone: '406-555-9999' }, { contact_id: oma.contact_id, deleted: true }] });
    expect(edited.body).toEqual([expect.objectContaining({ contact_id: mary.contact_id, phone: '406-555-9999' })]);
    expect((await call('GET', url(ada.applicant_id), { session: adaSession })).body).toEqual(edited.body);
    expect((await rawRows(ada.applicant_id)).map((r) => Number(r.deleted))).toEqual([0, 1]);
    const audits = await auditRows(t.app, 'applicant_emergency_contact');
    expect(audits.map((a) => [Number(a.entity_id), a.action])).toEqual([
      [mary.contact_id, 'create'],
      [oma.contact_id, 'create'],
      [mary.contact_id, 'update'],
      [oma.contact_id, 'delete'],
    ]);
    expect(audits[2].changes).toEqual({ phone: { from: '(406) 555-1234', to: '406-555-9999' } });
  });

  it('refuses a missing name or phone, a bad phone or email, storing nothing', async () => {
    const before = await rawRows(ada.applicant_id);
    const res = await call('POST', url(ada.applicant_id), {
      session: adaSession,
      body: [{ name: 'Fine', phone: '406-555-0000' }, { name: ' ', phone: '12345' }, { name: 'No phone', email: 'not-an-email' }, { name: 'At', phone: '406-555-0000', email: '@x.com' }],
    });
    expect(res.body).toMatchObject({
      statusCode: 400,
      messageKey: 'validation_failed',
      details: { fields: { '[1].name': 'required_field', '[1].phone': 'invalid_phone_number', '[2].phone': 'required_field', '[2].email': 'invalid_email', '[3].email': 'es_disallow_starting_with_at_symbol' } },
    });
    expect(await rawRows(ada.applicant_id)).toEqual(before);
  });

  it('refuses international numbers once the customer sets disable_international_phone_numbers', async () => {
    const config = t.app.get(CustomerConfigService);
    await config.setForCustomer(1, 'disable_international_phone_numbers', '1');
    try {
      const res = await call('POST', url(bob.applicant_id), { session: staff, body: [{ name: 'Oma', phone: '+49 30 901820' }] });
      expect(res.body).toMatchObject({ statusCode: 400, details: { fields: { '[0].phone': 'invalid_phone_number' } } });
      const us = await call('POST', url(bob.applicant_id), { session: staff, body: [{ name: 'Pa', phone: '+1 406 555 1234' }] });
      expect(us.status).toBe(200);
    } finally {
      await config.setForCustomer(1, 'disable_international_phone_numbers', '0');
    }
    const allowed = await call('POST', url(bob.applicant_id), { session: staff, body: [{ name: 'Oma', phone: '+49 30 901820' }] });
    expect(allowed.body.map((c: { name: string }) => c.name)).toEqual(['Pa', 'Oma']);
  });

  it("answers 404 for another applicant's or customer's contacts, storing nothing", async () => {
    const [bobContact] = (await call('GET', url(bob.applicant_id), { session: staff })).body as { contact_id: number }[];
    const attempts = [
      await call('GET', url(bob.applicant_id), { session: adaSession }),
      await call('POST', url(bob.applicant_id), { session: adaSession, body: [{ name: 'X', phone: '406-555-0000' }] }),
      await call('POST', url(ada.applicant_id), { session: adaSession, body: [{ contact_id: bobContact.contact_id, deleted: true }] }),
      await call('POST', url(ada.applicant_id), { session: adaSession, body: [{ name: 'X', phone: '406-555-0000', applicant_id: bob.applicant_id }] }),
      await call('GET', url(eve.applicant_id), { session: staff }),
      await call('POST', url(eve.applicant_id, 2), { session: staff, body: [{ name: 'X', phone: '406-555-0000' }] }),
    ];
    expect(attempts.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await rawRows(bob.applicant_id)).map((r) => Number(r.deleted))).toEqual([0, 0]);
    expect(await rawRows(eve.applicant_id)).toEqual([]);
  });
});
