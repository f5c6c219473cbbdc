import { TokenService } from '@attest/platform';
import { ACME, citizenSection1, countRows, insertApplicant, sessionFor, setFedTax, startCompliance, type ComplianceKit } from '../../__tests__/compliance-test-app';

describe('applicant I-9 Section 1', () => {
  let k: ComplianceKit;
  beforeAll(async () => {
    k = await startCompliance();
  }, 60_000);
  afterAll(async () => k?.close());

  it('creates the record on first view, saves a draft and signs it; the SSN is stored encrypted and answered masked', async () => {
    const first = await k.call('GET', '/api/v1/i9', { session: k.adaSession });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ applicant_id: k.ada.applicant_id, edition: '01/20/25', status: 'section1_pending', section1: { current: null, draft: null } });
    const again = await k.call('GET', '/api/v1/i9', { session: k.adaSession });
    expect(again.body.id).toBe(first.body.id);

    const draft = await k.call('PUT', '/api/v1/i9/section1', { session: k.adaSession, body: { i9_last_name: 'Lovelace', i9_ssn: '123456789' } });
    expect(draft.status).toBe(200);
    expect(draft.body.section1.draft).toMatchObject({ revision: 1, signed: false, value: { i9_last_name: 'Lovelace', i9_ssn: '*****6789' } });
    const [raw] = (await k.ds.query('SELECT payload FROM i9_revisions WHERE record_id = ?', [first.body.id])) as { payload: string }[];
    expect(raw.payload.startsWith('v1:')).toBe(true);
    expect(raw.payload).not.toContain('123456789');
    expect(raw.payload).not.toContain('Lovelace');

    // The form sends the masked SSN back untouched: the stored value stays.
    const rest = citizenSection1({ i9_ssn: '*****6789' });
    expect((await k.call('PUT', '/api/v1/i9/section1', { session: k.adaSession, body: rest })).status).toBe(200);
    const noConfirm = await k.call('POST', '/api/v1/i9/section1/sign', { session: k.adaSession, body: {} });
    expect(noConfirm).toMatchObject({ status: 400, body: { details: { fields: { confirmed: 'required_field' } } } });
    const signed = await k.call('POST', '/api/v1/i9/section1/sign', { session: k.adaSession, body: { confirmed: true } });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ status: 'section1_signed', section1: { draft: null, current: { revision: 1, signed: true, signed_by_party: 'applicant', signed_by_name: 'Ada Lovelace', value: { i9_ssn: '*****6789' } } } });
    const actions = ((await k.ds.query('SELECT action FROM i9_trail WHERE record_id = ? ORDER BY seq', [first.body.id])) as { action: string }[]).map((r) => r.action);
    expect(actions).toEqual(['create', 'view', 'view', 'update', 'update', 'sign']);
  });

  it('creates one record when several first views arrive at once', async () => {
    const ann = await insertApplicant(k.t.app, ACME, { first_name: 'Ann', last_name: 'Once', email: 'ann@acme.test', location_id: 10 });
    const session = await sessionFor(k.t.app, 'applicant', ann.applicant_id, ACME);
    const answers = await Promise.all([1, 2, 3, 4].map(() => k.call('GET', '/api/v1/i9', { session })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await countRows(k.ds, 'i9_records', `applicant_id = ${ann.applicant_id}`)).toBe(1);
    expect(await countRows(k.ds, 'i9_trail', `record_id = ${answers[0].body.id} AND action = 'create'`)).toBe(1);
  });

  it('re-validates on the server: a bad A-Number is refused with its field key and nothing is saved', async () => {
    const opened = await k.call('GET', '/api/v1/i9', { session: k.wesSession });
    const recordId = opened.body.id as number;
    const body = citizenSection1({ i9_first_name: 'Wes', i9_last_name: 'Western', attest_type: 3, uscis_number: 'A12' });
    expect((await k.call('PUT', '/api/v1/i9/section1', { session: k.wesSession, body })).status).toBe(200);
    const trailBefore = await countRows(k.ds, 'i9_trail', `record_id = ${recordId}`);
    const [before] = (await k.ds.query('SELECT payload, signed_at, updated_at FROM i9_revisions WHERE record_id = ?', [recordId])) as unknown[];
    const res = await k.call('POST', '/api/v1/i9/section1/sign', { session: k.wesSession, body: { confirmed: true } });
    expect(res).toMatchObject({ status: 400, body: { messageKey: 'validation_failed', details: { fields: { uscis_number: 'i9_invalid_a_number' } } } });
    expect(await countRows(k.ds, 'i9_trail', `record_id = ${recordId}`)).toBe(trailBefore);
    const [after] = (await k.ds.query('SELECT payload, signed_at, updated_at FROM i9_revisions WHERE record_id = ?', [recordId])) as unknown[];
    expect(after).toEqual(before);
    const record = await k.call('GET', '/api/v1/i9', { session: k.wesSession });
    expect(record.body.status).toBe('section1_pending');
  });

  it('refuses unknown draft fields; a staff token cannot use the applicant routes, a log-in-as session cannot sign', async () => {
    const bad = await k.call('PUT', '/api/v1/i9/section1', { session: k.wesSession, body: { locked: true } });
    expect(bad).toMatchObject({ status: 400, body: { details: { fields: { locked: 'unknown_field' } } } });
    const staff = await k.call('GET', '/api/v1/i9', { session: k.admin });
    expect(staff.status).toBe(403);
    // A staff user logged in as the applicant may look, not sign: only the employee attests Section 1.
    const { token } = await k.t.app.get(TokenService).issue({ kind: 'access', party: 'applicant', subjectId: k.wes.applicant_id, customerId: ACME, ttlMinutes: 5, issuedByUserId: 900 });
    const loginAs = { token, party: 'applicant' as const, customerId: ACME };
    expect((await k.call('GET', '/api/v1/i9', { session: loginAs })).status).toBe(200);
    const sign = await k.call('POST', '/api/v1/i9/section1/sign', { session: loginAs, body: { confirmed: true } });
    expect(sign).toMatchObject({ status: 403, body: { messageKey: 'i9_employee_must_sign' } });
  });

  it('asks to confirm or re-enter when the date of birth or SSN differs from the applicant record (detect_*_mismatch_section_1)', async () => {
    await k.setConfig(ACME, 'detect_dob_mismatch_section_1', '1');
    await k.setConfig(ACME, 'detect_ssn_mismatch_section_1', '1');
    await setFedTax(k.t.app, k.wes, { date_of_birth: '1985-01-02', fed_id: '987654321' });
    const body = citizenSection1({ i9_first_name: 'Wes', i9_last_name: 'Western', i9_dob: '1985-01-03', i9_ssn: '123456789', attest_type: 1, uscis_number: null });
    expect((await k.call('PUT', '/api/v1/i9/section1', { session: k.wesSession, body })).status).toBe(200);
    const res = await k.call('POST', '/api/v1/i9/section1/sign', { session: k.wesSession, body: { confirmed: true } });
    expect(res).toMatchObject({ status: 409, body: { messageKey: 'i9_section1_mismatch', details: { fields: { i9_dob: 'i9_dob_mismatch', i9_ssn: 'i9_ssn_mismatch' } } } });
    // Re-entered: the date of birth now matches; the SSN difference is confirmed.
    expect((await k.call('PUT', '/api/v1/i9/section1', { session: k.wesSession, body: { i9_dob: '1985-01-02' } })).status).toBe(200);
    const again = await k.call('POST', '/api/v1/i9/section1/sign', { session: k.wesSession, body: { confirmed: true } });
    expect(again).toMatchObject({ status: 409, body: { details: { fields: { i9_ssn: 'i9_ssn_mismatch' } } } });
    expect(again.body.details.fields.i9_dob).toBeUndefined();
    const confirmed = await k.call('POST', '/api/v1/i9/section1/sign', { session: k.wesSession, body: { confirmed: true, mismatch_confirmed: true } });
    expect(confirmed.status).toBe(200);
    const trail = await k.call('GET', `/api/v1/i9/${confirmed.body.id}/trail`, { session: k.admin });
    expect(trail.body.rows.find((r: { action: string }) => r.action === 'sign')).toMatchObject({ actor_party: 'applicant', after: { attested: true, mismatch_confirmed: ['i9_ssn'] } });
    await k.setConfig(ACME, 'detect_dob_mismatch_section_1', '0');
    await k.setConfig(ACME, 'detect_ssn_mismatch_section_1', '0');
  });

  it('requires the SSN when the customer sets require_section1_ssn', async () => {
    await k.setConfig(ACME, 'require_section1_ssn', '1');
    const change = await k.call('PUT', '/api/v1/i9/section1', { session: k.wesSession, body: { i9_ssn: null } });
    expect(change.status).toBe(200);
    expect(change.body.section1.draft).toMatchObject({ revision: 2, corrects_revision_id: change.body.section1.current.revision_id });
    const res = await k.call('POST', '/api/v1/i9/section1/sign', { session: k.wesSession, body: { confirmed: true } });
    expect(res).toMatchObject({ status: 400, body: { details: { fields: { i9_ssn: 'required_field' } } } });
    await k.setConfig(ACME, 'require_section1_ssn', '0');
  });
});
