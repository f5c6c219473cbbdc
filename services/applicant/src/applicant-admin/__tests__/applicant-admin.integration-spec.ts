import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { edocsDataParts } from '@attest/edocs';
import { formsDataParts } from '@attest/forms';
import { identityDataParts } from '@attest/identity';
import { PlatformModule, STORAGE, type AppConfig, type StorageService } from '@attest/platform';
import { client, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { applicantDataParts } from '../../applicant-data';
import { ApplicantModule } from '../../applicant.module';
import type { ApplicantEntity } from '../../applicant-record/entities';
import { auditRows, insertApplicant, sessionFor } from '../../__tests__/applicant-fixtures';

function moduleFor(config: AppConfig) {
  @Module({ imports: [PlatformModule.forRoot(config, [applicantDataParts, identityDataParts, formsDataParts, edocsDataParts]), ApplicantModule] })
  class TestModule {}
  return TestModule;
}

describe('applicant detail: edit, activate, queue, delete, sub-resources, credentials', () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let ds: DataSource;
  let ada: ApplicantEntity;
  let eve: ApplicantEntity;
  let admin: Session;
  let recruiter: Session;
  let viewer: Session;
  let applicant: Session;
  const snapshot = async (id: number) => (await ds.query('SELECT * FROM applicants WHERE applicant_id = ?', [id])) as unknown[];

  beforeAll(async () => {
    t = await startTestApp(moduleFor);
    call = client(t.baseUrl);
    ds = t.app.get(DataSource);
    await ds.query("INSERT INTO locations (customer_id, location_code, name) VALUES (1, 'west', 'West')");
    const [{ id: westId }] = (await ds.query("SELECT location_id AS id FROM locations WHERE location_code = 'west'")) as { id: number }[];
    ada = await insertApplicant(t.app, 1, { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@acme.test', city: 'Helena', location_id: westId, active: 0, locked: 1 });
    eve = await insertApplicant(t.app, 2, { first_name: 'Eve', last_name: 'Other', email: 'eve@globex.test' });
    admin = await sessionFor(t.app, 'user', 900, 1);
    recruiter = await sessionFor(t.app, 'user', 901, 1, SEEDED_ROLE_IDS.RECRUITER);
    viewer = await sessionFor(t.app, 'user', 902, 1, SEEDED_ROLE_IDS.VIEWER);
    applicant = await sessionFor(t.app, 'applicant', ada.applicant_id, 1);
    await ds.query('INSERT INTO applicant_alt_ids (applicant_id, customer_id, alt_id_value) VALUES (?, 1, ?), (?, 1, ?)', [ada.applicant_id, 'ATS-1', ada.applicant_id, 'ATS-2']);
    await ds.query('INSERT INTO applicant_eeoc (applicant_id, customer_id, gender) VALUES (?, 1, ?)', [ada.applicant_id, 'F']);
  }, 240_000);
  afterAll(async () => t.close());

  it('PATCH saves only the sent fields and audits them with before and after', async () => {
    const res = await call('PATCH', `/api/v1/applicants/${ada.applicant_id}`, { session: recruiter, body: { first_name: 'Augusta', city: 'Butte' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: 'Augusta', last_name: 'Lovelace', city: 'Butte' });
    const [audit] = (await auditRows(t.app, 'applicant', ada.applicant_id)).filter((r) => r.action === 'update');
    expect(audit.changes).toEqual({ first_name: { from: 'Ada', to: 'Augusta' }, city: { from: 'Helena', to: 'Butte' } });
    expect(audit.actor_party).toBe('user');
  });

  it('PATCH refuses unknown fields, a mismatched id and bad emails (400), changing nothing', async () => {
    const before = await snapshot(ada.applicant_id);
    const bad = [
      await call('PATCH', `/api/v1/applicants/${ada.applicant_id}`, { session: recruiter, body: { locked: 0 } }),
      await call('PATCH', `/api/v1/applicants/${ada.applicant_id}`, { session: recruiter, body: { applicant_id: eve.applicant_id, first_name: 'X' } }),
      await call('PATCH', `/api/v1/applicants/${ada.applicant_id}`, { session: recruiter, body: { email: 'nope' } }),
    ];
    expect(bad.map((r) => [r.status, r.body.messageKey])).toEqual([[400, 'validation_failed'], [400, 'validation_failed'], [400, 'validation_failed']]);
    expect(bad[0].body.details.fields).toEqual({ locked: 'unknown_field' });
    expect(await snapshot(ada.applicant_id)).toEqual(before);
  });

  it("answers 404 for another customer's applicant, 403 for a viewer or an applicant token, and changes nothing", async () => {
    const eveBefore = await snapshot(eve.applicant_id);
    const adaBefore = await snapshot(ada.applicant_id);
    const id = ada.applicant_id;
    const other = [
      await call('PATCH', `/api/v1/applicants/${eve.applicant_id}`, { session: admin, body: { first_name: 'X' } }),
      await call('GET', `/api/v1/applicants/${eve.applicant_id}/activate`, { session: admin }),
      await call('POST', `/api/v1/applicants/${eve.applicant_id}/queue`, { session: admin }),
      await call('DELETE', `/api/v1/applicants/${eve.applicant_id}`, { session: admin }),
      await call('GET', `/api/v1/applicants/${eve.applicant_id}/TOS`, { session: admin }),
      await call('GET', `/api/v2/customers/1/applicants/debugInfo/${eve.applicant_id}`, { session: admin }),
      await call('GET', `/api/v2/customers/1/applicants/locationCode/${eve.applicant_id}`, { session: admin }),
    ];
    expect(other.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    const forbidden = [
      await call('PATCH', `/api/v1/applicants/${id}`, { session: viewer, body: { first_name: 'X' } }),
      await call('GET', `/api/v1/applicants/${id}/activate`, { session: viewer }),
      await call('POST', `/api/v1/applicants/${id}/queue`, { session: viewer }),
      await call('DELETE', `/api/v1/applicants/${id}`, { session: recruiter }),
      await call('POST', '/api/v2/customers/1/applicants/deleteAltId', { session: viewer, body: { id: 1, applicant_id: id } }),
      await call('PATCH', `/api/v1/applicants/${id}`, { session: applicant, body: { first_name: 'X' } }),
      await call('GET', `/api/v2/customers/1/applicants/debugInfo/${id}`, { session: applicant }),
    ];
    expect(forbidden.map((r) => [r.status, r.body.messageKey])).toEqual([
      [403, 'permission_denied'], [403, 'permission_denied'], [403, 'permission_denied'], [403, 'permission_denied'], [403, 'permission_denied'],
      [403, 'forbidden_party'], [403, 'forbidden_party'],
    ]);
    expect(await snapshot(eve.applicant_id)).toEqual(eveBefore);
    expect(await snapshot(ada.applicant_id)).toEqual(adaBefore);
    expect(Number(((await ds.query('SELECT COUNT(*) AS n FROM applicant_alt_ids')) as { n: number }[])[0].n)).toBe(2);
  });

  it('activates (unlocks) and queues once, audited', async () => {
    const res = await call('GET', `/api/v1/applicants/${ada.applicant_id}/activate`, { session: recruiter });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ active: 1, locked: 0 });
    const q1 = await call('POST', `/api/v1/applicants/${ada.applicant_id}/queue`, { session: recruiter });
    const q2 = await call('POST', `/api/v1/applicants/${ada.applicant_id}/queue`, { session: recruiter });
    expect(q1.status).toBe(200);
    expect(q2.body.queued_at).toBe(q1.body.queued_at);
    const actions = (await auditRows(t.app, 'applicant', ada.applicant_id)).map((r) => r.action);
    expect(actions.filter((a) => a === 'activate')).toHaveLength(1);
    expect(actions.filter((a) => a === 'queue')).toHaveLength(1);
  });

  it('answers location code, debug info without secrets, TOS, an honest empty pay summary', async () => {
    expect((await call('GET', `/api/v2/customers/1/applicants/locationCode/${ada.applicant_id}`, { session: viewer })).body).toMatchObject({ location_code: 'west' });
    const debug = await call('GET', `/api/v2/customers/1/applicants/debugInfo/${ada.applicant_id}`, { session: viewer });
    expect(debug.body).toMatchObject({ applicant_id: ada.applicant_id, active: true, locked: false, alt_id_count: 2, has_fed_id: false });
    expect(JSON.stringify(debug.body)).not.toMatch(/password_hash|token/);
    expect((await call('GET', `/api/v1/applicants/${ada.applicant_id}/TOS`, { session: viewer })).body).toMatchObject({ applicant_id: ada.applicant_id, accepted: false, accepted_at: null, version: null, can_accept: false });
  });

  it('hides EEO answers from staff without applicants.eeo.read', async () => {
    const url = `/api/v2/customers/1/applicants/${ada.applicant_id}`;
    expect((await call('GET', url, { session: recruiter })).body.eeoc).toBeNull();
    expect((await call('GET', url, { session: admin })).body.eeoc).toMatchObject({ gender: 'F' });
    expect((await call('GET', url, { session: applicant })).body.eeoc).toMatchObject({ gender: 'F' });
  });

  it('deletes one alternate id, audited; another applicant id is a 404', async () => {
    const [first] = (await ds.query('SELECT id FROM applicant_alt_ids WHERE applicant_id = ? ORDER BY id', [ada.applicant_id])) as { id: number }[];
    expect((await call('POST', '/api/v2/customers/1/applicants/deleteAltId', { session: recruiter, body: { id: first.id, applicant_id: eve.applicant_id } })).status).toBe(404);
    const res = await call('POST', '/api/v2/customers/1/applicants/deleteAltId', { session: recruiter, body: { id: first.id, applicant_id: ada.applicant_id } });
    expect(res.status).toBe(200);
    expect(res.body.alt_ids).toEqual([{ id: expect.any(Number), alt_id_value: 'ATS-2' }]);
    expect((await auditRows(t.app, 'applicant', ada.applicant_id)).find((r) => r.action === 'delete_alt_id')?.changes).toEqual({ alt_id_value: { from: 'ATS-1', to: null } });
  });

  it('links and serves a licence front and back under licenses (decision 0043), and deletes it softly', async () => {
    const storage = t.app.get<StorageService>(STORAGE);
    const docs: number[] = [];
    for (const side of ['front', 'back']) {
      const key = `applicant-documents/1/${ada.applicant_id}/${side}.png`;
      await storage.put(key, Buffer.from(`png-${side}`), 'image/png');
      await ds.query(
        "INSERT INTO apl_documents (customer_id, applicant_id, doc_type, file_name, mime, size, sha256, storage_key, sync_ats, created) VALUES (1, ?, 'license', ?, 'image/png', 9, 'x', ?, 0, ?)",
        [ada.applicant_id, `${side}.png`, key, new Date()],
      );
      docs.push(Number(((await ds.query('SELECT MAX(document_id) AS id FROM apl_documents')) as { id: number }[])[0].id));
    }
    const lic = await call('GET', `/api/v1/applicants/${ada.applicant_id}/licenses`, { session: recruiter });
    expect(lic.body).toEqual([]);
    await ds.query("INSERT INTO apl_licenses (applicant_id, customer_id, license_type, state) VALUES (?, 1, 'RN', 'MT')", [ada.applicant_id]);
    const [{ id: licId }] = (await ds.query('SELECT license_id AS id FROM apl_licenses')) as { id: number }[];
    const base = `/api/v1/applicants/${ada.applicant_id}/licenses/${licId}`;
    expect((await call('GET', `${base}/fileUrl`, { session: recruiter })).body).toMatchObject({ statusCode: 404, messageKey: 'file_not_found' });
    expect((await call('PUT', `${base}/images`, { session: viewer, body: { front_document_id: docs[0] } })).status).toBe(403);
    const linked = await call('PUT', `${base}/images`, { session: recruiter, body: { front_document_id: docs[0], back_document_id: docs[1] } });
    expect(linked.status).toBe(200);
    expect(linked.body[0]).toMatchObject({ license_type: 'RN', front: { document_id: docs[0], mime: 'image/png' }, back: { document_id: docs[1] } });
    const front = await call('GET', `${base}/fileUrl`, { session: viewer });
    const back = await call('GET', `${base}/fileUrl?isBack=true`, { session: viewer });
    expect(front.body.file_name).toBe('front.png');
    expect(back.body.file_name).toBe('back.png');
    const file = await fetch(new URL(back.body.url as string, t.baseUrl));
    expect(await file.text()).toBe('png-back');
    const docList = await call('GET', `/api/v1/applicants/${ada.applicant_id}/documents`, { session: viewer });
    expect(docList.body.map((d: { file_name: string }) => d.file_name).sort()).toEqual(['back.png', 'front.png']);
    expect(JSON.stringify(docList.body)).not.toContain('storage_key');
    // Another customer's staff, another applicant's path and the applicant herself are refused; nothing changes.
    const licRow = async () => (await ds.query('SELECT front_document_id, back_document_id, deleted FROM apl_licenses WHERE license_id = ?', [licId])) as unknown[];
    const before = await licRow();
    const globex = await sessionFor(t.app, 'user', 903, 2);
    expect((await call('GET', `/api/v1/applicants/${ada.applicant_id}/licenses`, { session: globex })).status).toBe(404);
    expect((await call('GET', `${base}/fileUrl`, { session: globex })).status).toBe(404);
    expect((await call('DELETE', base, { session: globex })).status).toBe(404);
    expect((await call('PUT', `/api/v1/applicants/${eve.applicant_id}/licenses/${licId}/images`, { session: globex, body: { front_document_id: null } })).status).toBe(404);
    expect((await call('GET', `/api/v1/applicants/${eve.applicant_id}/licenses/${licId}/fileUrl`, { session: admin })).status).toBe(404);
    expect((await call('DELETE', `/api/v1/applicants/${eve.applicant_id}/licenses/${licId}`, { session: admin })).status).toBe(404);
    expect((await call('DELETE', base, { session: applicant })).status).toBe(403);
    expect(await licRow()).toEqual(before);
    expect((await call('DELETE', base, { session: viewer })).status).toBe(403);
    expect((await call('DELETE', base, { session: recruiter })).status).toBe(204);
    expect((await call('GET', `/api/v1/applicants/${ada.applicant_id}/licenses`, { session: recruiter })).body).toEqual([]);
    expect((await auditRows(t.app, 'applicant_license', licId)).map((r) => r.action)).toEqual(['update', 'delete']);
  });

  it('deletes softly after a confirmation in the page: the applicant then answers 404 and cannot sign in', async () => {
    const res = await call('DELETE', `/api/v1/applicants/${ada.applicant_id}`, { session: admin });
    expect(res.status).toBe(204);
    const [row] = (await ds.query('SELECT deleted_at, active FROM applicants WHERE applicant_id = ?', [ada.applicant_id])) as { deleted_at: Date | null; active: number }[];
    expect(row.deleted_at).not.toBeNull();
    expect(row.active).toBe(0);
    expect((await call('GET', `/api/v2/customers/1/applicants/${ada.applicant_id}`, { session: admin })).status).toBe(404);
    expect((await call('DELETE', `/api/v1/applicants/${ada.applicant_id}`, { session: admin })).status).toBe(404);
    expect((await auditRows(t.app, 'applicant', ada.applicant_id)).filter((r) => r.action === 'delete')).toHaveLength(1);
  });
});
