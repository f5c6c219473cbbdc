import { addCalendarDays } from '@attest/contracts';
import { passportSection2, signedSection1, startCompliance, type ComplianceKit } from '../../__tests__/compliance-test-app';
import { todayYmd } from '../../shared/i9-rules';

const EAD = (expiration: string, number = 'SRC1234567890') => ({
  list: 'A', document_type: 'EAD_I766', document_title: 'Employment Authorization Document (Form I-766)',
  issuing_authority: 'U.S. Citizenship and Immigration Services', document_number: number, expiration_date: expiration,
});

describe('Supplement B (POST /api/v1/submissions/{id}/revision)', () => {
  let k: ComplianceKit;
  let alien: number;
  let citizen: number;
  const today = todayYmd();
  const soon = addCalendarDays(today, 45);
  beforeAll(async () => {
    k = await startCompliance();
    alien = await signedSection1(k, k.adaSession, { attest_type: 4, uscis_number: 'A123456789', work_auth_until_date: soon });
    expect((await k.call('POST', `/api/v1/i9/${alien}/section2/sign`, { session: k.admin, body: { value: passportSection2({ documents: [EAD(soon)] }), confirmed: true } })).status).toBe(200);
    citizen = await signedSection1(k, k.wesSession, { i9_first_name: 'Wes', i9_last_name: 'Western' });
    expect((await k.call('POST', `/api/v1/i9/${citizen}/section2/sign`, { session: k.admin, body: { value: passportSection2(), confirmed: true } })).status).toBe(200);
  }, 60_000);
  afterAll(async () => k?.close());

  it('shows the expiring authorization on the dashboard and reverifies it with a new List A document', async () => {
    const exp = await k.call('GET', `/api/v1/submissions/${alien}/expiration`, { session: k.viewer });
    expect(exp.body).toMatchObject({ work_auth_until: soon, reverify_bucket: 'due_60' });
    expect((await k.call('POST', '/api/v1/submissions/counts', { session: k.viewer, body: {} })).body).toMatchObject({ reverify_due_60: 1 });
    const later = addCalendarDays(today, 700);
    const entry = { reason: 'reverification', new_last_name: null, new_first_name: null, new_middle_initial: null, date_of_rehire: null, document: EAD(later, 'SRC9999999999'), additional_info: null, alt_procedure_used: false, employer_name: 'Carla Officer', signed_date: today };
    expect((await k.call('POST', `/api/v1/submissions/${alien}/revision`, { session: k.recruiter, body: { value: entry, confirmed: true } })).status).toBe(403);
    const res = await k.call('POST', `/api/v1/submissions/${alien}/revision`, { session: k.compliance, body: { value: entry, confirmed: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ work_auth_until: later, supplement_b: [{ revision: 1, signed: true, value: { reason: 'reverification', document: { document_number: '*********9999' } } }] });
  });

  it("refuses to reverify a U.S. citizen's I-9 (nothing expires that calls for it)", async () => {
    const entry = { reason: 'reverification', new_last_name: null, new_first_name: null, new_middle_initial: null, date_of_rehire: null, document: EAD(addCalendarDays(today, 300)), additional_info: null, alt_procedure_used: false, employer_name: 'Carla Officer', signed_date: today };
    const res = await k.call('POST', `/api/v1/submissions/${citizen}/revision`, { session: k.compliance, body: { value: entry, confirmed: true } });
    expect(res.status).toBe(400);
    expect(Object.values(res.body.details.fields)).toContain('i9_reverify_not_required');
  });
});
