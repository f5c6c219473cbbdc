import { sha256Hex } from '@attest/platform';
import { ACME, countRows, startCompliance, type ComplianceKit } from '../../__tests__/compliance-test-app';
import { insertCustomers, latestToken, mailTo, newEmployee, rep, signSection1As } from './second-signer-test-kit';

const PATH = '/api/v1/i9/auth-rep';

describe('the employee chooses an authorized representative (Section 1)', () => {
  let k: ComplianceKit;
  beforeAll(async () => {
    k = await startCompliance();
    await insertCustomers(k);
    await k.setConfig(ACME, 'allow_section2_email', 'true');
  }, 60_000);
  afterAll(async () => k?.close());

  it('answers the methods the flags offer; the three "must differ" keys and a method not offered are refused, nothing stored', async () => {
    const e = await newEmployee(k);
    const first = await k.call('GET', PATH, { session: e.session });
    expect(first).toMatchObject({ status: 200, body: { allowed_methods: ['0'], choice: null, editable: true } });
    const same = await k.call('PUT', PATH, { session: e.session, body: rep({ first_name: 'rosa', last_name: 'PARKS', email: e.email.toUpperCase(), mobile: `+1 ${e.mobile}` }) });
    expect(same).toMatchObject({
      status: 400,
      body: { messageKey: 'validation_failed', details: { fields: { first_name: 'applicant_assign_ss_different_name', email: 'applicant_assign_ss_different_email', mobile: 'applicant_assign_ss_different_mobile' } } },
    });
    const sms = await k.call('PUT', PATH, { session: e.session, body: rep({ contact_method: '1', mobile: '4065559999' }) });
    expect(sms).toMatchObject({ status: 400, body: { details: { fields: { contact_method: 'i9_contact_method_not_allowed' } } } });
    const later = await k.call('PUT', PATH, { session: e.session, body: rep({ contact_method: '2' }) });
    expect(later).toMatchObject({ status: 400, body: { details: { fields: { contact_method: 'i9_contact_method_not_allowed' } } } });
    const unknown = await k.call('PUT', PATH, { session: e.session, body: { ...rep(), token_hash: 'x' } });
    expect(unknown).toMatchObject({ status: 400, body: { details: { fields: { token_hash: 'unknown_field' } } } });
    expect(await countRows(k.ds, 'i9_second_signers')).toBe(0);
  });

  it('keeps the choice encrypted and answers it masked; before Section 1 is signed no link goes out', async () => {
    const e = await newEmployee(k);
    const res = await k.call('PUT', PATH, { session: e.session, body: rep({ email: 'remy.pending@notary.test' }) });
    expect(res).toMatchObject({ status: 200, body: { choice: { first_name: 'Remy', last_name: 'Notary', email: 'r***@notary.test', contact_method: '0', status: 'pending', link_expires_at: null } } });
    const [row] = (await k.ds.query('SELECT * FROM i9_second_signers WHERE record_id = ?', [res.body.record_id])) as Record<string, unknown>[];
    expect(JSON.stringify(row)).not.toMatch(/remy|Remy|Notary/);
    expect(row).toMatchObject({ status: 'pending', token_hash: null });
    expect(await mailTo(k, 'remy.pending@notary.test')).toEqual([]);
    // Sending the masked address back unchanged keeps the stored one.
    const again = await k.call('PUT', PATH, { session: e.session, body: rep({ email: 'r***@notary.test', last_name: 'Notary-Public' }) });
    expect(again.body.choice).toMatchObject({ email: 'r***@notary.test', last_name: 'Notary-Public' });
    const trail = await k.call('GET', `/api/v1/i9/${res.body.record_id}/trail`, { session: k.admin });
    const choices = trail.body.rows.filter((r: { target: string; action: string }) => r.target === 'auth_rep' && r.action === 'update');
    expect(choices).toHaveLength(2);
    expect(choices[1]).toMatchObject({ actor_party: 'applicant', before: { last_name: 'Notary', email: 'r***@notary.test' }, after: { last_name: 'Notary-Public', email: 'r***@notary.test' } });
    expect(JSON.stringify(trail.body)).not.toContain('remy.pending@');
  });

  it('emails the link when Section 1 is signed; the token works, is stored only as its hash, and goes nowhere else', async () => {
    const e = await newEmployee(k);
    expect((await k.call('PUT', PATH, { session: e.session, body: rep({ email: 'remy.email@notary.test' }) })).status).toBe(200);
    const recordId = await signSection1As(k, e);
    const [mail] = await mailTo(k, 'remy.email@notary.test');
    expect(mail).toMatchObject({ channel: 'email', subject: 'Form I-9: please examine the documents of Rosa Parks for Acme Staffing Co' });
    expect(mail.body).toContain('Hello Remy Notary,');
    const token = await latestToken(k, 'remy.email@notary.test');
    const [row] = (await k.ds.query('SELECT * FROM i9_second_signers WHERE record_id = ?', [recordId])) as Record<string, unknown>[];
    expect(row).toMatchObject({ status: 'invited', token_hash: sha256Hex(token), invited_by_party: 'applicant' });
    for (const table of ['i9_second_signers', 'i9_trail', 'i9_revisions', 'i9_records', 'audit_log']) {
      const rows = (await k.ds.query(`SELECT * FROM ${table}`)) as unknown[];
      expect(JSON.stringify(rows)).not.toContain(token);
    }
    const open = await k.call('GET', `/api/v1/second-signer/${token}`);
    expect(open).toMatchObject({ status: 200, body: { record_id: recordId, employee: { first_name: 'Rosa', last_name: 'Parks', attest_type: 1 }, employer: { name: 'Acme Staffing Co' }, representative: { first_name: 'Remy' }, status: 'opened' } });
    expect(open.body.documents.A.length).toBeGreaterThan(0);
    expect(JSON.stringify(open.body)).not.toContain('123456789');
    // The applicant now sees where it stands; the link is not shown.
    const mine = await k.call('GET', PATH, { session: e.session });
    expect(mine.body.choice).toMatchObject({ status: 'opened' });
    expect(JSON.stringify(mine.body)).not.toContain(token);
  });

  it('texts the link at once when the representative is chosen after Section 1 (SMS)', async () => {
    await k.setConfig(ACME, 'allow_section2_sms', '1');
    const e = await newEmployee(k);
    const recordId = await signSection1As(k, e);
    const res = await k.call('PUT', PATH, { session: e.session, body: rep({ contact_method: '1', email: null, mobile: '(406) 555-7777' }) });
    expect(res).toMatchObject({ status: 200, body: { allowed_methods: ['0', '1'], choice: { status: 'invited', mobile: '(***) ***-7777' } } });
    const [sms] = await mailTo(k, '(406) 555-7777');
    expect(sms).toMatchObject({ channel: 'sms', subject: null });
    expect(sms.body).toMatch(/^Acme Staffing Co: please complete Form I-9 Section 2 for Rosa Parks within 7 days: http/);
    const token = await latestToken(k, '(406) 555-7777');
    expect((await k.call('GET', `/api/v1/second-signer/${token}`)).body.record_id).toBe(recordId);
  });

  it('lets the customer set how long a link lasts, and writes the invitation in the employee\'s language', async () => {
    await k.setConfig(ACME, 'second_signer_link_days', '3');
    await k.ds.query("INSERT INTO translations (customer_id, language_code, tkey, value, updated_at) VALUES (?, 'es', 'i9_second_signer_email_subject', 'Formulario I-9 de {{employee}}', NOW())", [ACME]);
    const e = await newEmployee(k, 'Lucia', 'Garcia');
    await k.ds.query("UPDATE applicants SET language = 'es' WHERE applicant_id = ?", [e.id]);
    await k.call('PUT', PATH, { session: e.session, body: rep({ email: 'remy.es@notary.test' }) });
    const recordId = await signSection1As(k, e, 'Lucia', 'Garcia');
    const [mail] = await mailTo(k, 'remy.es@notary.test');
    expect(mail.subject).toBe('Formulario I-9 de Lucia Garcia');
    const [row] = (await k.ds.query('SELECT invited_at, token_expires_at FROM i9_second_signers WHERE record_id = ?', [recordId])) as { invited_at: Date; token_expires_at: Date }[];
    expect(new Date(row.token_expires_at).getTime() - new Date(row.invited_at).getTime()).toBe(3 * 24 * 3600 * 1000);
    await k.setConfig(ACME, 'second_signer_link_days', '');
  });

  it('is the applicant\'s own: staff and another customer\'s applicant cannot use it', async () => {
    expect((await k.call('GET', PATH, { session: k.admin })).status).toBe(403);
    const eve = await k.call('PUT', PATH, { session: k.eveSession, body: rep() });
    // Globex offers no contact method: refused by its own flags, and nothing of Acme's is touched.
    expect(eve).toMatchObject({ status: 400, body: { details: { fields: { contact_method: 'i9_contact_method_not_allowed' } } } });
  });
});
