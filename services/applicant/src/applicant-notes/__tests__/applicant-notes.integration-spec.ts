import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { edocsDataParts } from '@attest/edocs';
import { formsDataParts } from '@attest/forms';
import { PlatformModule, type AppConfig } from '@attest/platform';
import { client, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { applicantDataParts } from '../../applicant-data';
import { ApplicantModule } from '../../applicant.module';
import type { ApplicantEntity } from '../../applicant-record/entities';
import { auditRows, insertApplicant, sessionFor } from '../../__tests__/applicant-fixtures';

function moduleFor(config: AppConfig) {
  @Module({ imports: [PlatformModule.forRoot(config, [applicantDataParts, formsDataParts, edocsDataParts]), ApplicantModule] })
  class TestModule {}
  return TestModule;
}

describe('applicant notes, note types, timeline and matches', () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let ds: DataSource;
  let ada: ApplicantEntity;
  let twin: ApplicantEntity;
  let eve: ApplicantEntity;
  let recruiter: Session;
  let viewer: Session;
  let otherAdmin: Session;
  let applicant: Session;
  const notesCount = async () => Number(((await ds.query('SELECT COUNT(*) AS n FROM applicant_notes WHERE deleted_at IS NULL')) as { n: number }[])[0].n);

  beforeAll(async () => {
    t = await startTestApp(moduleFor);
    call = client(t.baseUrl);
    ds = t.app.get(DataSource);
    ada = await insertApplicant(t.app, 1, { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@acme.test', mobile_phone: '(406) 555-1234' });
    twin = await insertApplicant(t.app, 1, { first_name: 'ada', last_name: 'LOVELACE', email: 'ada.l@acme.test', home_phone: '406-555-1234' });
    eve = await insertApplicant(t.app, 2, { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@acme.test' });
    recruiter = await sessionFor(t.app, 'user', 901, 1, SEEDED_ROLE_IDS.RECRUITER);
    viewer = await sessionFor(t.app, 'user', 902, 1, SEEDED_ROLE_IDS.VIEWER);
    otherAdmin = await sessionFor(t.app, 'user', 903, 2);
    applicant = await sessionFor(t.app, 'applicant', ada.applicant_id, 1);
  }, 240_000);
  afterAll(async () => t.close());

  it('seeds the note types once per customer', async () => {
    const [a, b] = await Promise.all([call('GET', '/api/v1/admin/note-types', { session: viewer }), call('GET', '/api/v1/admin/note-types', { session: recruiter })]);
    expect(a.body.map((x: { code: string }) => x.code)).toEqual(['general', 'phone_call', 'interview', 'compliance']);
    expect(b.body).toEqual(a.body);
    await call('GET', '/api/v1/admin/note-types', { session: otherAdmin });
    expect(Number(((await ds.query('SELECT COUNT(*) AS n FROM note_types')) as { n: number }[])[0].n)).toBe(8);
  });

  it('adds, lists, reads and deletes notes, audited', async () => {
    const [general] = (await call('GET', '/api/v1/admin/note-types', { session: recruiter })).body as { note_type_id: number }[];
    const added = await call('POST', `/api/v1/applicants/${ada.applicant_id}/notes`, { session: recruiter, body: { note_type_id: general.note_type_id, body: '  Called, will start Monday  ' } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ applicant_id: ada.applicant_id, body: 'Called, will start Monday', note_type: 'General', created_by: 901 });
    const second = await call('POST', `/api/v1/applicants/${ada.applicant_id}/notes`, { session: recruiter, body: { note_type_id: general.note_type_id, body: 'Second' } });
    const list = await call('GET', `/api/v1/applicants/${ada.applicant_id}/notes`, { session: viewer });
    expect(list.body.map((n: { body: string }) => n.body)).toEqual(['Second', 'Called, will start Monday']);
    expect((await call('GET', `/api/v1/applicants/${ada.applicant_id}/notes/${added.body.id}`, { session: viewer })).body.body).toBe('Called, will start Monday');
    expect((await call('DELETE', `/api/v1/applicants/${ada.applicant_id}/notes/${second.body.id}`, { session: recruiter })).status).toBe(204);
    expect((await call('GET', `/api/v1/applicants/${ada.applicant_id}/notes/${second.body.id}`, { session: viewer })).status).toBe(404);
    expect((await auditRows(t.app, 'applicant_note', second.body.id)).map((r) => r.action)).toEqual(['create', 'delete']);
    const third = await call('POST', `/api/v1/applicants/${ada.applicant_id}/notes`, { session: recruiter, body: { note_type_id: general.note_type_id, body: 'Third' } });
    expect((await call('DELETE', `/api/v1/applicants/${ada.applicant_id}/notes?ids=${third.body.id},999999`, { session: recruiter })).status).toBe(404);
    expect((await call('DELETE', `/api/v1/applicants/${ada.applicant_id}/notes?ids=${third.body.id}`, { session: recruiter })).status).toBe(204);
    expect(await notesCount()).toBe(1);
  });

  it('refuses bad notes (400 with fields), another customer (404), a viewer or an applicant (403), changing nothing', async () => {
    const before = await notesCount();
    const bad = await call('POST', `/api/v1/applicants/${ada.applicant_id}/notes`, { session: recruiter, body: { body: '  ', note_type_id: 'x', extra: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields).toEqual({ body: 'required_field', note_type_id: 'required_field', extra: 'unknown_field' });
    const wrongType = await call('POST', `/api/v1/applicants/${ada.applicant_id}/notes`, { session: recruiter, body: { body: 'x', note_type_id: 99999 } });
    expect(wrongType.body.details.fields).toEqual({ note_type_id: 'invalid_option' });
    const [note] = (await call('GET', `/api/v1/applicants/${ada.applicant_id}/notes`, { session: viewer })).body as { id: number }[];
    const refused = [
      await call('POST', `/api/v1/applicants/${eve.applicant_id}/notes`, { session: recruiter, body: { body: 'x', note_type_id: 1 } }),
      await call('GET', `/api/v1/applicants/${ada.applicant_id}/notes`, { session: otherAdmin }),
      await call('DELETE', `/api/v1/applicants/${ada.applicant_id}/notes/${note.id}`, { session: otherAdmin }),
      await call('POST', `/api/v1/applicants/${ada.applicant_id}/notes`, { session: viewer, body: { body: 'x', note_type_id: 1 } }),
      await call('DELETE', `/api/v1/applicants/${ada.applicant_id}/notes/${note.id}`, { session: viewer }),
      await call('GET', `/api/v1/applicants/${ada.applicant_id}/notes`, { session: applicant }),
    ];
    expect(refused.map((r) => r.status)).toEqual([404, 404, 404, 403, 403, 403]);
    expect(await notesCount()).toBe(before);
  });

  it('shows the timeline: registration, notes and staff actions, newest first; 404 for another customer', async () => {
    const res = await call('GET', `/api/v1/applicants/${ada.applicant_id}/timeline`, { session: viewer });
    expect(res.status).toBe(200);
    const kinds = (res.body as { kind: string; action: string }[]).map((e) => `${e.kind}:${e.action}`);
    expect(kinds[kinds.length - 1]).toBe('registration:registered');
    expect(kinds.filter((k) => k === 'note:create')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'note:delete')).toHaveLength(2);
    expect((await call('GET', `/api/v1/applicants/${ada.applicant_id}/timeline`, { session: otherAdmin })).status).toBe(404);
  });

  it('finds possible duplicates by phone, name and date of birth, and federal id (keyed hash), never across customers', async () => {
    await call('PUT', '/api/v2/customers/1/applicants', { session: recruiter, body: { applicant_id: ada.applicant_id, fed_tax: { fed_id: '123-45-6789', date_of_birth: '1990-12-10' } } });
    await call('PUT', '/api/v2/customers/1/applicants', { session: recruiter, body: { applicant_id: twin.applicant_id, fed_tax: { fed_id: '123456789', date_of_birth: '1990-12-10' } } });
    const [raw] = (await ds.query('SELECT fed_id, fed_id_hash FROM applicant_fed_tax WHERE applicant_id = ?', [twin.applicant_id])) as { fed_id: string; fed_id_hash: string }[];
    expect(raw.fed_id_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(raw.fed_id_hash).not.toContain('6789');
    const res = await call('POST', '/api/v1/applicants/matches', { session: viewer, body: { applicant_id: ada.applicant_id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ applicant_id: twin.applicant_id, full_name: 'ada LOVELACE', email: 'ada.l@acme.test', date_registered: expect.any(String), reasons: ['phone', 'name_dob', 'fed_id'] }]);
    const byFedId = await call('POST', '/api/v1/applicants/matches', { session: viewer, body: { fed_id: '123 45 6789' } });
    expect(byFedId.body.map((m: { applicant_id: number }) => m.applicant_id).sort()).toEqual([ada.applicant_id, twin.applicant_id].sort());
    const byEmail = await call('POST', '/api/v1/applicants/matches', { session: viewer, body: { email: 'ADA@acme.test' } });
    expect(byEmail.body).toEqual([expect.objectContaining({ applicant_id: ada.applicant_id, reasons: ['email'] })]);
    expect((await call('POST', '/api/v1/applicants/matches', { session: viewer, body: {} })).body).toMatchObject({ statusCode: 400, messageKey: 'validation_failed' });
    expect((await call('POST', '/api/v1/applicants/matches', { session: otherAdmin, body: { applicant_id: ada.applicant_id } })).status).toBe(404);
    expect((await call('POST', '/api/v1/applicants/matches', { session: applicant, body: { email: 'ada@acme.test' } })).status).toBe(403);
  });
});
