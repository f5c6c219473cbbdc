import { DataSource } from 'typeorm';
import { client, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import type { ApplicantEntity } from '../../applicant-record/entities';
import { applicantTestModule, auditRows, insertApplicant, sessionFor } from '../../__tests__/applicant-fixtures';

describe('professional licenses (GET/POST /api/v2/customers/{c}/applicants/{a}/licenses)', () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let ada: ApplicantEntity;
  let bob: ApplicantEntity;
  let eve: ApplicantEntity;
  let adaSession: Session;
  let staff: Session;
  const url = (a: number, c = 1) => `/api/v2/customers/${c}/applicants/${a}/licenses`;
  const rawRows = async (a: number) =>
    (await t.app.get(DataSource).query('SELECT license_id, license_type, license_number, deleted FROM apl_licenses WHERE applicant_id = ? ORDER BY license_id', [a])) as {
      license_id: number;
      license_type: string;
      license_number: string | null;
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

  it('inserts new rows, encrypts the number at rest and answers it masked', async () => {
    const res = await call('POST', url(ada.applicant_id), {
      session: adaSession,
      body: [
        { license_id: null, applicant_id: ada.applicant_id, license_type: 'RN', license_number: 'RN-12345678', state: 'MT', expiration_date: '2030-06-30', active: 1, notes: ' night shifts ', external_id: null, temp_id: 1730000000000 },
        { license_type: 'LPN', license_number: null, state: '', expiration_date: '' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { license_id: expect.any(Number), applicant_id: ada.applicant_id, license_type: 'RN', license_number: '**-****5678', state: 'MT', expiration_date: '2030-06-30', active: 1, notes: 'night shifts', external_id: null },
      { license_id: expect.any(Number), applicant_id: ada.applicant_id, license_type: 'LPN', license_number: null, state: null, expiration_date: null, active: 1, notes: null, external_id: null },
    ]);
    const [raw] = await rawRows(ada.applicant_id);
    expect(raw.license_number).toMatch(/^v1:/);
    expect(raw.license_number).not.toContain('5678');
    const [audit] = await auditRows(t.app, 'applicant_license', raw.license_id);
    expect(audit).toMatchObject({ action: 'create', actor_party: 'applicant' });
    expect(audit.changes.license_number).toEqual({ from: null, to: '**-****5678' });
  });

  it('keeps the stored number when the masked value comes back, replaces it when a new one is typed', async () => {
    const [rn, lpn] = (await call('GET', url(ada.applicant_id), { session: adaSession })).body as { license_id: number; license_number: string | null }[];
    const kept = await call('POST', url(ada.applicant_id), { session: adaSession, body: [{ ...rn, expiration_date: '2031-01-31' }] });
    expect(kept.body[0]).toMatchObject({ license_number: '**-****5678', expiration_date: '2031-01-31' });
    const before = (await rawRows(ada.applicant_id))[0].license_number;
    const afterKeep = await t.app.get(DataSource).query('SELECT license_number FROM apl_licenses WHERE license_id = ?', [rn.license_id]);
    expect(afterKeep[0].license_number).toBe(before);
    // What the portal sends when the number was not retyped: the key left out, the other fields kept.
    const omitted = await call('POST', url(ada.applicant_id), { session: adaSession, body: [{ license_id: rn.license_id, license_type: 'RN', notes: 'left out' }] });
    expect(omitted.body[0]).toMatchObject({ license_number: '**-****5678', notes: 'left out', state: 'MT', expiration_date: '2031-01-31' });
    const replaced = await call('POST', url(ada.applicant_id), { session: adaSession, body: [{ ...rn, license_number: 'NEW-99990000' }] });
    expect(replaced.body[0].license_number).toBe('***-****0000');
    const audits = await auditRows(t.app, 'applicant_license', rn.license_id);
    expect(audits.map((a) => a.changes.license_number ?? null)).toEqual([{ from: null, to: '**-****5678' }, null, null, { from: '**-****5678', to: '***-****0000' }]);
    const fake = await call('POST', url(ada.applicant_id), { session: adaSession, body: [{ ...lpn, license_type: 'LPN', license_number: '****1111' }] });
    expect(fake.body).toMatchObject({ statusCode: 400, details: { fields: { '[0].license_number': 'invalid_entry' } } });
  });

  it('soft-removes rows marked deleted and no longer answers them', async () => {
    const list = (await call('GET', url(ada.applicant_id), { session: adaSession })).body as { license_id: number }[];
    const res = await call('POST', url(ada.applicant_id), { session: adaSession, body: [{ license_id: list[1].license_id, deleted: true }, { license_type: 'never saved', deleted: true }] });
    expect(res.body.map((r: { license_id: number }) => r.license_id)).toEqual([list[0].license_id]);
    expect((await rawRows(ada.applicant_id)).map((r) => [r.license_id, Number(r.deleted)])).toEqual([
      [list[0].license_id, 0],
      [list[1].license_id, 1],
    ]);
    const [removal] = (await auditRows(t.app, 'applicant_license', list[1].license_id)).filter((a) => a.action === 'delete');
    expect(removal.changes).toEqual({ deleted: { from: 0, to: 1 } });
    const again = await call('POST', url(ada.applicant_id), { session: adaSession, body: [{ license_id: list[1].license_id, license_type: 'LPN' }] });
    expect(again.status).toBe(404);
  });

  it('refuses bad rows as a whole batch, storing nothing', async () => {
    const before = await rawRows(ada.applicant_id);
    const attempts = [
      await call('POST', url(ada.applicant_id), { session: adaSession, body: [{ license_type: 'OK' }, { license_type: '', expiration_date: '2030-02-30', state: 'ZZ' }] }),
      await call('POST', url(ada.applicant_id), { session: adaSession, body: [{ license_type: 'OK', expiration_date: '06/30/2030' }] }),
      await call('POST', url(ada.applicant_id), { session: adaSession, body: [{ license_type: 'OK', customer_id: 2 }] }),
      await call('POST', url(ada.applicant_id), { session: adaSession, body: { license_type: 'OK' } }),
    ];
    expect(attempts.map((a) => [a.status, a.body.messageKey, a.body.details?.fields])).toEqual([
      [400, 'validation_failed', { '[1].license_type': 'required_field', '[1].expiration_date': 'es_date', '[1].state': 'invalid_entry' }],
      [400, 'validation_failed', { '[0].expiration_date': 'es_date' }],
      [400, 'validation_failed', { '[0].customer_id': 'unknown_field' }],
      [400, 'body_required', undefined],
    ]);
    expect(await rawRows(ada.applicant_id)).toEqual(before);
  });

  it("answers 404 for another applicant's or customer's rows and ids, storing nothing", async () => {
    const [adaRow] = (await call('GET', url(ada.applicant_id), { session: adaSession })).body as { license_id: number }[];
    const bobNew = await call('POST', url(bob.applicant_id), { session: staff, body: [{ license_type: 'CNA', license_number: 'C-1' }] });
    expect(bobNew.status).toBe(200);
    const attempts = [
      await call('GET', url(bob.applicant_id), { session: adaSession }),
      await call('POST', url(bob.applicant_id), { session: adaSession, body: [{ license_type: 'X' }] }),
      await call('POST', url(ada.applicant_id), { session: adaSession, body: [{ license_type: 'X', applicant_id: bob.applicant_id }] }),
      // The new first row is rolled back with the refused second one.
      await call('POST', url(bob.applicant_id), { session: staff, body: [{ license_type: 'Partial' }, { license_id: adaRow.license_id, license_type: 'Stolen' }] }),
      await call('POST', url(ada.applicant_id), { session: adaSession, body: [{ license_id: bobNew.body[0].license_id, deleted: true }] }),
      await call('GET', url(eve.applicant_id), { session: staff }),
      await call('POST', url(eve.applicant_id), { session: staff, body: [{ license_type: 'X' }] }),
      await call('POST', url(eve.applicant_id, 2), { session: staff, body: [{ license_type: 'X' }] }),
    ];
    expect(attempts.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    expect((await rawRows(bob.applicant_id)).map((r) => [r.license_type, Number(r.deleted)])).toEqual([['CNA', 0]]);
    expect(await rawRows(eve.applicant_id)).toEqual([]);
    expect((await rawRows(ada.applicant_id)).find((r) => r.license_id === adaRow.license_id)?.license_type).toBe('RN');
  });
});
