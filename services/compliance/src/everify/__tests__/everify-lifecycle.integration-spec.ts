import { countRows } from '../../__tests__/compliance-test-app';
import { EverifyScheduler } from '../jobs/everify.scheduler';
import { daysAgo, startEverify, type EverifyKit } from './everify-test-kit';

jest.setTimeout(60_000);

describe('E-Verify cases through the queue against the simulator', () => {
  let k: EverifyKit;
  const create = (body: Record<string, unknown>, session = k.admin) => k.call('POST', '/api/v1/everify', { session, body });
  const open = async (ssn: string, overrides: Parameters<EverifyKit['hire']>[1] = {}) => {
    const { applicant, recordId } = await k.hire(ssn, overrides);
    const res = await create({ ApplicantId: applicant.applicant_id, SigRequestId: recordId });
    expect(res.status).toBe(201);
    return res.body as { id: number; status: string; awaiting_service: boolean; case_number: string | null };
  };
  const round = (n: number) => k.t.app.get(EverifyScheduler).enqueueRound(n * 300_000);

  beforeAll(async () => {
    k = await startEverify();
    await k.startWorker();
  }, 90_000);
  afterAll(async () => k?.close());

  it('sends a new case through the queue: submitted at once, then Employment Authorized and closed by itself', async () => {
    const c = await open('123456789');
    expect(c).toMatchObject({ status: 'SUBMITTED', awaiting_service: true, case_number: null });
    const done = await k.waitForCase(c.id, (x) => x.status === 'CLOSED');
    expect(done).toMatchObject({ awaiting_service: false, closure_statement: 'EMPLOYEE_CONTINUES_WORKING_AFTER_EA', case_number: expect.stringMatching(/^\d{7}\d{6}[A-Z]{2}$/) });
    expect(done.history.map((h: { event: string; to_status: string | null }) => `${h.event}:${h.to_status ?? ''}`)).toEqual([
      'CREATE:DRAFT', 'SUBMIT:SUBMITTED', 'OPENED:', 'SERVICE_RESULT:EMPLOYMENT_AUTHORIZED', 'CLOSE:CLOSED',
    ]);
    // No SSN on the case, its history or the trail's text.
    const raw = JSON.stringify(await k.ds.query('SELECT * FROM everify_cases')) + JSON.stringify(await k.ds.query('SELECT * FROM everify_case_events'));
    expect(raw).not.toContain('123456789');
    const [sim] = (await k.ds.query('SELECT ssn FROM everify_sim_cases')) as { ssn: string }[];
    expect(sim.ssn).not.toContain('123456789');
  });

  it('gives each persona its result: SSA and DHS mismatches with their notice deadline, photo matching with the photo', async () => {
    const ssa = await open('123451111');
    const dhs = await open('123452222');
    const photo = await open('123453333');
    const s = await k.waitForCase(ssa.id, (x) => x.status === 'SSA_TNC');
    expect(s).toMatchObject({ tnc_agency: 'SSA', adverse_action_forbidden: true, notify_days_left: 10, allowed_actions: expect.arrayContaining(['notified', 'closure']) });
    expect(s.allowed_actions).not.toContain('referral');
    expect(await k.waitForCase(dhs.id, (x) => x.status === 'DHS_TNC')).toMatchObject({ tnc_agency: 'DHS' });
    const p = await k.waitForCase(photo.id, (x) => x.status === 'PHOTO_MATCHING' && x.photo_available);
    expect(p.allowed_actions).toContain('photo');
    const img = await k.call('GET', `/api/v1/everify/${photo.id}/photo`, { session: k.viewer });
    expect(img).toMatchObject({ status: 200, body: { case_id: photo.id, contentType: 'image/svg+xml' } });
    expect(Buffer.from(img.body.data, 'base64').toString('utf8')).toContain('<svg');
    const [stored] = (await k.ds.query('SELECT photo_key FROM everify_cases WHERE id = ?', [photo.id])) as { photo_key: string }[];
    expect(stored.photo_key).toMatch(/photo\.enc$/);
    // The employer's answer goes to E-Verify, which decides: the photos match → authorized and closed.
    const answered = await k.call('POST', `/api/v1/everify/${photo.id}/photo`, { session: k.compliance, body: { answer: 'MATCH' } });
    expect(answered).toMatchObject({ status: 200, body: { awaiting_service: true, pending_action: 'PHOTO_MATCH' } });
    expect(await k.waitForCase(photo.id, (x) => x.status === 'CLOSED')).toMatchObject({ photo_answer: 'MATCH', closure_statement: 'EMPLOYEE_CONTINUES_WORKING_AFTER_EA' });
  });

  it('TNC → notified → referred → the operator pushes Employment Authorized → the refresh round closes it, published live', async () => {
    const c = await open('223452222');
    await k.waitForCase(c.id, (x) => x.status === 'DHS_TNC');
    // Out of order: a referral before the employee was notified.
    expect((await k.call('POST', `/api/v1/everify/${c.id}/referral`, { session: k.admin })).body).toMatchObject({ statusCode: 409, messageKey: 'everify_employee_not_notified' });
    expect((await k.call('POST', `/api/v1/everify/${c.id}/referral?lang=fr`, { session: k.admin })).status).toBe(400);
    const notified = await k.call('POST', `/api/v1/everify/${c.id}/notified`, { session: k.admin });
    expect(notified).toMatchObject({ status: 200, body: { awaiting_service: true, pending_action: 'NOTIFY_EMPLOYEE' } });
    await k.waitForCase(c.id, (x) => !!x.employee_notified_at && !x.awaiting_service);
    // E-Verify takes the confirmation once; the simulator refuses it again as E-Verify would.
    expect((await k.call('POST', `/api/v1/everify/${c.id}/notified`, { session: k.admin })).body).toMatchObject({ statusCode: 409, messageKey: 'everify_employee_already_notified' });
    expect((await k.call('POST', `/api/v1/everify/${c.id}/referral?lang=es`, { session: k.admin })).status).toBe(200);
    const referred = await k.waitForCase(c.id, (x) => x.status === 'REFERRED' && !x.awaiting_service);
    expect(referred).toMatchObject({ contact_days_left: 8, adverse_action_forbidden: true });
    const live = await k.listen(k.viewer);
    try {
      const sims = await k.call('GET', '/api/v1/everify/simulator/cases', { session: k.admin });
      const caseNumber = referred.case_number as string;
      expect(sims.body.find((s: { case_number: string }) => s.case_number === caseNumber)).toMatchObject({ status: 'REFERRED', ssn: '***-**-2222' });
      // The simulator refuses a move E-Verify would not make (a DHS case cannot go back to SSA_TNC).
      expect((await k.call('POST', `/api/v1/everify/simulator/cases/${caseNumber}/push`, { session: k.admin, body: { status: 'SSA_TNC' } })).body).toMatchObject({ statusCode: 409, messageKey: 'everify_transition_refused' });
      const pushed = await k.call('POST', `/api/v1/everify/simulator/cases/${caseNumber}/push`, { session: k.admin, body: { status: 'EMPLOYMENT_AUTHORIZED' } });
      expect(pushed).toMatchObject({ status: 200, body: { status: 'EMPLOYMENT_AUTHORIZED', closed: true } });
      // Not seen before the refresh round asks E-Verify.
      expect((await k.call('GET', `/api/v1/everify/${c.id}`, { session: k.admin })).body.status).toBe('REFERRED');
      expect(await round(1)).toBeGreaterThanOrEqual(1);
      const closed = await k.waitForCase(c.id, (x) => x.status === 'CLOSED');
      expect(closed).toMatchObject({ closure_statement: 'EMPLOYEE_CONTINUES_WORKING_AFTER_EA', adverse_action_forbidden: false });
      // Open pages hear which case changed (and its version), then read it through the API.
      await waitUntil(() => live.messages.some((m) => m.case_id === c.id && m.version === closed.version));
      expect(Object.keys(live.messages[0]).sort()).toEqual(['case_id', 'version']);
    } finally {
      live.close();
    }
  });

  it('refuses wrong-order actions with the rules’ message keys, and changes nothing', async () => {
    const c = await open('323456789');
    await k.waitForCase(c.id, (x) => x.status === 'CLOSED');
    const before = await countRows(k.ds, 'everify_case_events', `case_id = ${c.id}`);
    for (const [path, body] of [['notified', {}], ['noncontest', {}], ['referral', {}], ['photo', { answer: 'MATCH' }], ['duplicates', { reason: 'rehire' }], ['closure', { statement: 'EMPLOYEE_QUIT' }]] as const) {
      const res = await k.call('POST', `/api/v1/everify/${c.id}/${path}`, { session: k.admin, body });
      expect({ path, status: res.status, key: res.body.messageKey }).toEqual({ path, status: 409, key: path === 'closure' ? 'everify_closure_statement_refused' : 'everify_transition_refused' });
    }
    expect((await k.call('PUT', `/api/v1/everify/${c.id}`, { session: k.admin, body: { ReasonForDelay: 'OTHER' } })).body.messageKey).toBe('everify_not_draft');
    expect((await k.call('POST', `/api/v1/everify/${c.id}/closure`, { session: k.admin, body: { statement: 'NOT_A_STATEMENT' } })).status).toBe(400);
    expect(await countRows(k.ds, 'everify_case_events', `case_id = ${c.id}`)).toBe(before);
  });

  it('asks a reason for a late case (OTHER with a description), refuses an incomplete I-9 and a second open case', async () => {
    const late = await k.hire('423456789', { firstDay: daysAgo(20) });
    const missing = await create({ ApplicantId: late.applicant.applicant_id });
    expect(missing.body).toMatchObject({ statusCode: 400, messageKey: 'validation_failed', details: { fields: { ReasonForDelay: 'everify_reason_for_delay_required' } } });
    expect((await create({ ApplicantId: late.applicant.applicant_id, ReasonForDelay: 'OTHER' })).body.details.fields).toEqual({ ReasonForDelayDescription: 'required_field' });
    expect((await create({ ApplicantId: late.applicant.applicant_id, ReasonForDelay: 'NOPE' })).status).toBe(400);
    expect(await countRows(k.ds, 'everify_cases', `applicant_id = ${late.applicant.applicant_id}`)).toBe(0);
    // A draft may wait for its reason; sending it needs one.
    const draft = await create({ ApplicantId: late.applicant.applicant_id, SaveAsDraft: true });
    expect(draft.body).toMatchObject({ status: 'DRAFT', awaiting_service: false, case_days_left: expect.any(Number) });
    expect(draft.body.case_days_left).toBeLessThan(0);
    expect((await create({ ApplicantId: late.applicant.applicant_id, ReasonForDelay: 'TECHNICAL_PROBLEMS' })).body.messageKey).toBe('everify_case_exists');
    expect((await k.call('PUT', `/api/v1/everify/${draft.body.id}`, { session: k.admin, body: { Submit: true } })).status).toBe(400);
    const sent = await k.call('PUT', `/api/v1/everify/${draft.body.id}`, { session: k.admin, body: { ReasonForDelay: 'OTHER', ReasonForDelayDescription: 'Paperwork lost', Submit: true } });
    expect(sent.body).toMatchObject({ status: 'SUBMITTED', reason_for_delay: 'OTHER', awaiting_service: true });
    await k.waitForCase(draft.body.id, (x) => x.status === 'CLOSED');
    // Section 2 not signed yet.
    const { applicant } = await k.hireSection1Only();
    expect((await create({ ApplicantId: applicant.applicant_id })).body).toMatchObject({ statusCode: 409, messageKey: 'everify_i9_not_complete' });
  });

  it('gives a duplicate case alert for the same SSN within 30 days; the employer continues with a reason', async () => {
    const first = await open('523455555');
    await k.waitForCase(first.id, (x) => x.status === 'CLOSED');
    const second = await open('523455555');
    const alert = await k.waitForCase(second.id, (x) => x.status === 'DUPLICATE_CASE_ALERT');
    expect(alert.duplicate_case_numbers).toEqual([(await k.waitForCase(first.id, () => true)).case_number]);
    const dups = await k.call('GET', `/api/v1/everify/${second.id}/duplicates`, { session: k.viewer });
    expect(dups.body.map((d: { id: number }) => d.id)).toEqual([first.id]);
    expect((await k.call('POST', `/api/v1/everify/${second.id}/duplicates`, { session: k.admin, body: { reason: ' ' } })).status).toBe(400);
    expect((await k.call('POST', `/api/v1/everify/${second.id}/duplicates`, { session: k.admin, body: { reason: 'Rehired after a seasonal break' } })).status).toBe(200);
    expect(await k.waitForCase(second.id, (x) => x.status === 'CLOSED')).toMatchObject({ closure_statement: 'EMPLOYEE_CONTINUES_WORKING_AFTER_EA' });
  });

  it('DHS verification in process resolves on the next refresh round; close-and-resubmit is closed as incorrect data', async () => {
    const vip = await open('623454444');
    await k.waitForCase(vip.id, (x) => x.status === 'VERIFICATION_IN_PROCESS');
    await round(2);
    await k.waitForCase(vip.id, (x) => x.status === 'CLOSED');
    const resubmit = await open('623456666');
    const c = await k.waitForCase(resubmit.id, (x) => x.status === 'CLOSE_CASE_AND_RESUBMIT');
    expect(c.allowed_closure_statements).toEqual(['INCORRECT_DATA']);
    expect((await k.call('GET', `/api/v1/everify/${resubmit.id}/closure`, { session: k.viewer })).body).toMatchObject({ allowed: ['INCORRECT_DATA'], closure_statement: null });
    expect((await k.call('POST', `/api/v1/everify/${resubmit.id}/closure`, { session: k.admin, body: { statement: 'INCORRECT_DATA' } })).status).toBe(200);
    expect(await k.waitForCase(resubmit.id, (x) => x.status === 'CLOSED')).toMatchObject({ closure_statement: 'INCORRECT_DATA' });
  });

  it('lets the Viewer read, list and count, never create or act', async () => {
    const { applicant } = await k.hire('723456789');
    expect((await create({ ApplicantId: applicant.applicant_id }, k.viewer)).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    expect((await create({ ApplicantId: applicant.applicant_id }, k.recruiter)).status).toBe(403);
    const list = await k.call('POST', '/api/v1/everify/query', { session: k.viewer, body: { status: 'CLOSED', take: 2 } });
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(2);
    expect(list.body.total).toBeGreaterThan(2);
    const counts = await k.call('POST', '/api/v1/everify/counts', { session: k.viewer, body: {} });
    expect(counts.body).toMatchObject({ total: expect.any(Number), CLOSED: list.body.total, awaiting_service: 0 });
    expect((await k.call('POST', '/api/v1/everify/query', { session: k.viewer, body: { status: 'NOPE' } })).status).toBe(400);
    const codes = await k.call('GET', '/api/v1/everify/codes', { session: k.viewer });
    expect(codes.headers.get('cache-control')).toContain('max-age=3600');
    expect(codes.body.reasons_for_delay).toHaveLength(6);
    expect(codes.body.statuses.find((s: { code: string }) => s.code === 'SSA_TNC')).toMatchObject({ key: 'everify_status_ssa_tnc', tnc: true });
    expect((await k.call('GET', '/api/v1/everify/simulator/cases', { session: k.viewer })).status).toBe(403);
  });
});

async function waitUntil(test: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!test()) {
    if (Date.now() > deadline) {
      throw new Error('timed out');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
