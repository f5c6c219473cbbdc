import { sessionFor } from '@attest/platform/testing';
import { ACME, countRows, HQ, insertApplicant, passportSection2, signedSection1, startCompliance, type ComplianceKit } from '../../__tests__/compliance-test-app';
import { jpeg, licenseAndSsnCard, postImage } from './image-test-kit';

/** The law's copies policy: all or none per customer; always with the DHS alternative procedure and for E-Verify photo matching. */
describe('I-9 document copies policy on upload and on the Section 2 signature (integration)', () => {
  let k: ComplianceKit;
  let n = 0;
  const flags = async (values: Record<string, string>) => {
    for (const name of ['i9_retain_document_copies', 'enable_alt_doc_examination', 'enable_everify', 'photo_match_documents_required']) {
      await k.setConfig(ACME, name, values[name] ?? 'false');
    }
  };
  /** A new HQ employee with a signed Section 1; answers the record id. */
  const newRecord = async () => {
    n += 1;
    const applicant = await insertApplicant(k.t.app, ACME, { first_name: `Emp${n}`, last_name: 'Policy', email: `emp${n}@acme.test`, location_id: HQ });
    return signedSection1(k, await sessionFor(k.t.app, 'applicant', applicant.applicant_id, ACME));
  };
  const upload = (recordId: number, list: string, index: number, side: string) =>
    postImage(k.t.baseUrl, `/api/v1/i9/${recordId}/documents`, k.compliance, { list, index: String(index), side }, { name: `${side}.jpg`, bytes: jpeg() });
  const sign = (recordId: number, value: Record<string, unknown>) => k.call('POST', `/api/v1/i9/${recordId}/section2/sign`, { session: k.compliance, body: { value, confirmed: true } });

  beforeAll(async () => {
    k = await startCompliance();
  }, 60_000);
  afterAll(async () => k?.close());

  it('copies "none" (the default): uploads and phone hand-offs are refused, and Section 2 signs without images', async () => {
    await flags({});
    const recordId = await newRecord();
    expect(await upload(recordId, 'A', 0, 'front')).toMatchObject({ status: 409, body: { messageKey: 'i9_document_copies_disabled' } });
    const mobile = await k.call('POST', '/api/v1/mobileVerificationRequests', { session: k.compliance, body: { recordId, list: 'A', index: 0 } });
    expect(mobile).toMatchObject({ status: 409, body: { messageKey: 'i9_document_copies_disabled' } });
    const list = await k.call('GET', `/api/v1/submissions/${recordId}/documents`, { session: k.compliance });
    expect(list.body.policy).toEqual(expect.objectContaining({ copies: 'none', uploads_allowed: false }));
    expect((await sign(recordId, passportSection2())).status).toBe(200);
    expect(await countRows(k.ds, 'i9_document_images')).toBe(0);
  });

  it('copies "all": Section 2 is refused with the missing sides on each document (cards front and back), then signs once they are there', async () => {
    await flags({ i9_retain_document_copies: 'true' });
    const passport = await newRecord();
    const refused = await sign(passport, passportSection2());
    expect(refused).toMatchObject({ status: 400, body: { messageKey: 'validation_failed', details: { fields: { 'documents[0].front_image': 'i9_front_image_required' } } } });
    expect(refused.body.details.fields['documents[0].back_image']).toBeUndefined();
    expect(await countRows(k.ds, 'i9_revisions', `record_id = ${passport} AND section = 'section2'`)).toBe(0);
    const cards = await newRecord();
    const value = passportSection2({ documents: licenseAndSsnCard });
    expect((await sign(cards, value)).body.details.fields).toEqual({
      'documents[0].front_image': 'i9_front_image_required', 'documents[0].back_image': 'i9_back_image_required',
      'documents[1].front_image': 'i9_front_image_required', 'documents[1].back_image': 'i9_back_image_required',
    });
    await upload(cards, 'B', 0, 'front');
    await upload(cards, 'B', 0, 'back');
    await upload(cards, 'C', 0, 'front');
    expect((await sign(cards, value)).body.details.fields).toEqual({ 'documents[1].back_image': 'i9_back_image_required' });
    expect((await upload(cards, 'C', 0, 'back')).status).toBe(201);
    expect((await sign(cards, value)).status).toBe(200);
    // Signed: the copies are part of the record and no longer change.
    expect(await upload(cards, 'C', 0, 'back')).toMatchObject({ status: 409, body: { messageKey: 'i9_section2_signed' } });
    expect((await k.call('DELETE', `/api/v1/i9/${cards}/documents/C/0/back`, { session: k.compliance })).body.messageKey).toBe('i9_section2_signed');
  });

  it('the DHS alternative procedure needs the front and the back of every document, even where copies are "none"', async () => {
    await flags({ enable_alt_doc_examination: 'true', enable_everify: 'true' });
    const recordId = await newRecord();
    expect((await upload(recordId, 'A', 0, 'front')).status).toBe(201);
    const alt = passportSection2({ alt_procedure_used: true });
    expect((await sign(recordId, alt)).body.details.fields).toEqual({ 'documents[0].back_image': 'i9_back_image_required' });
    // Without the alternative procedure this customer keeps no copies: nothing is required.
    expect((await upload(recordId, 'A', 0, 'back')).status).toBe(201);
    expect((await sign(recordId, alt)).status).toBe(200);
  });

  it('E-Verify photo matching needs the copy of a U.S. passport, not of a List B/C document', async () => {
    await flags({ enable_everify: 'true', photo_match_documents_required: 'true' });
    const passport = await newRecord();
    expect((await sign(passport, passportSection2())).body.details.fields).toEqual({ 'documents[0].front_image': 'i9_front_image_required' });
    const cards = await newRecord();
    expect((await sign(cards, passportSection2({ documents: licenseAndSsnCard }))).status).toBe(200);
  });
});
