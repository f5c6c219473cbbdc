import { sessionFor } from '@attest/platform/testing';
import { ACME, countRows, HQ, insertApplicant, passportSection2, signedSection1, startCompliance, type ComplianceKit } from '../../__tests__/compliance-test-app';
import { jpeg, postImage, trailRows } from './image-test-kit';

const CHOICE = '/api/v1/i9/documents/choice';
const licenseAndSsn = [{ list: 'B', document_type: 'DRIVERS_LICENSE' }, { list: 'C', document_type: 'SSN_CARD' }];

/** The employee chooses which documents to present (decision 0019): checked against the lists for their status. */
describe("the employee's choice of documents (integration)", () => {
  let k: ComplianceKit;
  let adaRecord: number;
  let n = 0;
  const put = (session: ComplianceKit['adaSession'], documents: unknown, extra: Record<string, unknown> = {}) => k.call('PUT', CHOICE, { session, body: { documents, ...extra } });
  const choices = () => countRows(k.ds, 'i9_document_choices');
  /** A new HQ employee who opened their I-9 and saved a Section 1 draft with this status. */
  const employee = async (attest_type: number | null) => {
    n += 1;
    const applicant = await insertApplicant(k.t.app, ACME, { first_name: `Emp${n}`, last_name: 'Choice', email: `choice${n}@acme.test`, location_id: HQ });
    const session = await sessionFor(k.t.app, 'applicant', applicant.applicant_id, ACME);
    const opened = await k.call('GET', '/api/v1/i9', { session });
    if (attest_type !== null) {
      expect((await k.call('PUT', '/api/v1/i9/section1', { session, body: { attest_type } })).status).toBe(200);
    }
    return { session, recordId: opened.body.id as number };
  };

  beforeAll(async () => {
    k = await startCompliance();
    await k.setConfig(ACME, 'i9_retain_document_copies', 'true');
    adaRecord = await signedSection1(k);
  }, 60_000);
  afterAll(async () => k?.close());

  it('is refused before the I-9 is opened (404) and before a status is saved in Section 1 (409), nothing stored', async () => {
    n += 1;
    const fresh = await insertApplicant(k.t.app, ACME, { first_name: 'New', last_name: 'Hire', email: 'new@acme.test', location_id: HQ });
    const freshSession = await sessionFor(k.t.app, 'applicant', fresh.applicant_id, ACME);
    expect(await put(freshSession, licenseAndSsn)).toMatchObject({ status: 404, body: { messageKey: 'i9_not_started' } });
    const { session } = await employee(null);
    expect(await put(session, licenseAndSsn)).toMatchObject({ status: 409, body: { messageKey: 'i9_choice_status_first' } });
    expect(await choices()).toBe(0);
  });

  it('refuses a List A document of another status, and every combination Section 2 would refuse, with its key; nothing changes', async () => {
    const trailBefore = (await trailRows(k.ds, adaRecord)).length;
    const refused = await put(k.adaSession, [{ list: 'A', document_type: 'EAD_I766' }]);
    expect(refused).toMatchObject({ status: 400, body: { messageKey: 'validation_failed', details: { fields: { documents: 'i9_document_not_for_attestation' } } } });
    const cases: [unknown, string][] = [
      [[{ list: 'A', document_type: 'US_PASSPORT' }, { list: 'B', document_type: 'DRIVERS_LICENSE' }], 'i9_list_a_or_b_and_c'],
      [[{ list: 'B', document_type: 'DRIVERS_LICENSE' }], 'i9_list_a_or_b_and_c'],
      [[{ list: 'C', document_type: 'DRIVERS_LICENSE' }, { list: 'B', document_type: 'STATE_ID_CARD' }], 'i9_document_list_mismatch'],
      [[{ list: 'A', document_type: 'RECEIPT_REPLACEMENT_A' }], 'i9_unknown_document'],
      [[{ list: 'A', document_type: 'NOT_A_DOCUMENT' }], 'i9_unknown_document'],
    ];
    for (const [documents, key] of cases) {
      expect((await put(k.adaSession, documents)).body.details.fields).toEqual({ documents: key });
    }
    expect((await put(k.adaSession, [])).body.details.fields).toEqual({ documents: 'i9_documents_required' });
    expect((await put(k.adaSession, [{ list: 'D', document_type: 'X' }])).body.details.fields).toEqual({ 'documents[0].list': 'invalid_entry' });
    expect(await put(k.adaSession, licenseAndSsn, { document_number: '123' })).toMatchObject({ status: 400, body: { messageKey: 'validation_failed' } });
    expect(await choices()).toBe(0);
    expect((await trailRows(k.ds, adaRecord)).length).toBe(trailBefore);
  });

  it('stores the types only (encrypted), answers them, writes a trail row per change, and staff read it with the copies', async () => {
    const saved = await put(k.adaSession, [{ list: 'C', document_type: 'SSN_CARD' }, { list: 'B', document_type: 'DRIVERS_LICENSE' }]);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ documents: licenseAndSsn, chosen_by_party: 'applicant', updated_at: expect.any(String) });
    const [raw] = (await k.ds.query('SELECT * FROM i9_document_choices WHERE record_id = ?', [adaRecord])) as Record<string, unknown>[];
    expect(raw).toMatchObject({ customer_id: ACME, chosen_by_party: 'applicant', chosen_by_id: k.ada.applicant_id });
    expect(String(raw.documents)).not.toContain('DRIVERS_LICENSE');
    expect((await trailRows(k.ds, adaRecord)).at(-1)).toEqual({ action: 'create', target: 'documents_choice', actor_party: 'applicant', actor_id: k.ada.applicant_id });
    const rows = (await trailRows(k.ds, adaRecord)).length;
    expect((await put(k.adaSession, licenseAndSsn)).status).toBe(200);
    expect((await trailRows(k.ds, adaRecord)).length).toBe(rows);
    expect((await put(k.adaSession, [{ list: 'A', document_type: 'US_PASSPORT' }])).body.documents).toEqual([{ list: 'A', document_type: 'US_PASSPORT' }]);
    const trail = await k.call('GET', `/api/v1/i9/${adaRecord}/trail`, { session: k.viewer });
    expect(trail.body.rows.at(-1)).toMatchObject({ action: 'update', target: 'documents_choice', before: { documents: ['B:DRIVERS_LICENSE', 'C:SSN_CARD'] }, after: { documents: ['A:US_PASSPORT'] } });
    // The employee's picture of the passport is the record's: staff see it with the choice.
    const upload = await postImage(k.t.baseUrl, '/api/v1/i9/documents', k.adaSession, { list: 'A', index: '0', side: 'front' }, { name: 'passport.jpg', bytes: jpeg() });
    expect(upload.status).toBe(201);
    const own = await k.call('GET', '/api/v1/i9/documents', { session: k.adaSession });
    expect(own.body.choice.documents).toEqual([{ list: 'A', document_type: 'US_PASSPORT' }]);
    const staff = await k.call('GET', `/api/v1/submissions/${adaRecord}/documents`, { session: k.compliance });
    expect(staff.body.choice).toMatchObject({ documents: [{ list: 'A', document_type: 'US_PASSPORT' }], chosen_by_party: 'applicant' });
    expect(staff.body.images).toEqual([expect.objectContaining({ id: upload.body.id, list: 'A', index: 0, side: 'front', uploaded_by_party: 'applicant' })]);
  });

  it("follows the status of the Section 1 being written, E-Verify's photo rule, and List A combinations", async () => {
    const alien = await employee(4);
    expect((await put(alien.session, [{ list: 'A', document_type: 'US_PASSPORT' }])).body.details.fields).toEqual({ documents: 'i9_document_not_for_attestation' });
    expect((await put(alien.session, [{ list: 'A', document_type: 'FOREIGN_PASSPORT' }])).body.details.fields).toEqual({ documents: 'i9_list_a_incomplete' });
    const combo = [{ list: 'A', document_type: 'FOREIGN_PASSPORT' }, { list: 'A', document_type: 'FORM_I94' }, { list: 'A', document_type: 'FORM_I20' }];
    expect((await put(alien.session, combo)).body.documents).toEqual(combo);
    const voter = [{ list: 'B', document_type: 'VOTER_REGISTRATION_CARD' }, { list: 'C', document_type: 'SSN_CARD' }];
    const citizen = await employee(1);
    expect((await put(citizen.session, voter)).status).toBe(200);
    await k.setConfig(ACME, 'enable_everify', 'true');
    try {
      expect((await put(citizen.session, voter)).body.details.fields).toEqual({ documents: 'i9_list_b_photo_required' });
      expect((await put(citizen.session, licenseAndSsn)).status).toBe(200);
    } finally {
      await k.setConfig(ACME, 'enable_everify', 'false');
    }
  });

  it("changes only the caller's own record; staff may not choose for the employee; closed once Section 2 is signed", async () => {
    const before = await k.ds.query('SELECT documents, updated_at FROM i9_document_choices WHERE record_id = ?', [adaRecord]);
    const adaTrail = (await trailRows(k.ds, adaRecord)).length;
    await k.call('GET', '/api/v1/i9', { session: k.wesSession });
    await k.call('PUT', '/api/v1/i9/section1', { session: k.wesSession, body: { attest_type: 1 } });
    expect((await put(k.wesSession, licenseAndSsn)).status).toBe(200);
    expect(await k.ds.query('SELECT documents, updated_at FROM i9_document_choices WHERE record_id = ?', [adaRecord])).toEqual(before);
    expect((await trailRows(k.ds, adaRecord)).length).toBe(adaTrail);
    expect(await put(k.compliance, licenseAndSsn)).toMatchObject({ status: 403 });
    expect(await put(k.eveSession, licenseAndSsn)).toMatchObject({ status: 404, body: { messageKey: 'i9_not_started' } });
    const signed = await k.call('POST', `/api/v1/i9/${adaRecord}/section2/sign`, { session: k.compliance, body: { value: passportSection2(), confirmed: true } });
    expect(signed.body).toMatchObject({ status: 'complete' });
    expect(await put(k.adaSession, licenseAndSsn)).toMatchObject({ status: 409, body: { messageKey: 'i9_section2_signed' } });
    expect(await k.ds.query('SELECT documents, updated_at FROM i9_document_choices WHERE record_id = ?', [adaRecord])).toEqual(before);
  });
});
