import { countRows, passportSection2, signedSection1, startCompliance, type ComplianceKit } from '../../__tests__/compliance-test-app';

describe('staff I-9 Section 2', () => {
  let k: ComplianceKit;
  let recordId: number;
  beforeAll(async () => {
    k = await startCompliance();
    recordId = await signedSection1(k);
  }, 60_000);
  afterAll(async () => k?.close());

  it('needs i9.section2.sign: a Recruiter (role 2) gets 403 and nothing changes', async () => {
    const before = await k.ds.query('SELECT * FROM i9_records WHERE id = ?', [recordId]);
    for (const path of [`/api/v1/i9/${recordId}/section2/sign`]) {
      const res = await k.call('POST', path, { session: k.recruiter, body: { value: passportSection2(), confirmed: true } });
      expect(res).toMatchObject({ status: 403, body: { messageKey: 'permission_denied' } });
    }
    const draft = await k.call('PUT', `/api/v1/i9/${recordId}/section2`, { session: k.viewer, body: { employer_title: 'x' } });
    expect(draft.status).toBe(403);
    expect(await k.ds.query('SELECT * FROM i9_records WHERE id = ?', [recordId])).toEqual(before);
    // Reading is allowed to the Recruiter (i9.read).
    expect((await k.call('GET', `/api/v1/i9/${recordId}`, { session: k.recruiter })).status).toBe(200);
  });

  it('runs section2Schema on the server: a document that does not fit the attestation is refused with its field key', async () => {
    const ead = passportSection2({ documents: [{ list: 'A', document_type: 'EAD_I766', document_title: 'Employment Authorization Document (Form I-766)', issuing_authority: 'U.S. Citizenship and Immigration Services', document_number: 'SRC1234567890', expiration_date: '2030-01-01' }] });
    const res = await k.call('POST', `/api/v1/i9/${recordId}/section2/sign`, { session: k.compliance, body: { value: ead, confirmed: true } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.details.fields)).toContain('documents');
    const missing = await k.call('POST', `/api/v1/i9/${recordId}/section2/sign`, { session: k.compliance, body: { value: passportSection2({ employer_title: '' }), confirmed: true } });
    expect(missing).toMatchObject({ status: 400, body: { details: { fields: { employer_title: 'required_field' } } } });
    expect(await countRows(k.ds, 'i9_revisions', `record_id = ${recordId} AND section = 'section2'`)).toBe(0);
  });

  it('a Compliance officer (role 3) saves a draft, completes and signs: the record is complete with its deadlines and retention', async () => {
    const draft = await k.call('PUT', `/api/v1/i9/${recordId}/section2`, { session: k.compliance, body: { employer_title: 'HR Manager' } });
    expect(draft.status).toBe(200);
    expect(draft.body.section2.draft).toMatchObject({ revision: 1, signed: false, value: { employer_title: 'HR Manager' } });
    const value = passportSection2({ first_day_of_employment: '2025-07-03' });
    const res = await k.call('POST', `/api/v1/i9/${recordId}/section2/sign`, { session: k.compliance, body: { value, confirmed: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'complete',
      first_day_of_employment: '2025-07-03',
      section1_due: '2025-07-03',
      // Thursday 3 July + 3 business days skips Friday 4 July (Independence Day) and the weekend.
      section2_due: '2025-07-09',
      retention_until: '2028-07-03',
      section2: { current: { revision: 1, signed: true, signed_by_party: 'user', signed_by_name: 'Carla Officer', value: { documents: [{ document_number: '*****5678' }] } } },
    });
    const again = await k.call('POST', `/api/v1/i9/${recordId}/section2/sign`, { session: k.compliance, body: { value, confirmed: true } });
    expect(again).toMatchObject({ status: 409, body: { messageKey: 'i9_section2_signed' } });
  });

  it('refuses Section 2 before Section 1 is signed', async () => {
    const opened = await k.call('GET', '/api/v1/i9', { session: k.wesSession });
    const res = await k.call('POST', `/api/v1/i9/${opened.body.id}/section2/sign`, { session: k.admin, body: { value: passportSection2(), confirmed: true } });
    expect(res).toMatchObject({ status: 409, body: { messageKey: 'i9_section1_not_signed' } });
  });
});
