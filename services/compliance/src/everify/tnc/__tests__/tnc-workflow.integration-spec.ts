import { pdfText } from '@attest/platform/testing';
import { countRows, mailsTo, startTnc, type TncKit } from './tnc-test-kit';

jest.setTimeout(90_000);

const text = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');

describe('E-Verify mismatch: the Further Action Notice, the private notice, the employee’s decision, the referral letter', () => {
  let k: TncKit;

  beforeAll(async () => {
    k = await startTnc();
  }, 120_000);
  afterAll(async () => k?.close());

  it('makes the FAN on the queue: a job, its progress, then the PDF with the case number, in Spanish when asked', async () => {
    const { caseId, c } = await k.mismatch('123452222');
    const started = await k.call('GET', `/api/v1/everify/${caseId}/fan?lang=es`, { session: k.viewer });
    expect(started).toMatchObject({ status: 200, body: { file_id: expect.any(Number), job_id: expect.any(String), event_name: expect.stringContaining('everify-file'), file: { kind: 'fan', lang: 'es' } } });
    const status = await k.ready(`/api/v1/everify/${caseId}/files/${started.body.file_id}`, k.viewer);
    expect(status).toMatchObject({ state: 'ready', progress: 100, url: `/api/v1/everify/${caseId}/files/${started.body.file_id}/content`, content_type: 'application/pdf' });
    const pdf = await k.bytes(status.url, k.viewer);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const es = text(pdf.body);
    expect(es).toContain(c.case_number);
    expect(es).toContain('Aviso de Acción Adicional');
    expect(es).toContain('del Departamento de Seguridad Nacional (DHS)');
    expect(es).not.toContain('123452222');
    // Sealed at rest: the stored bytes are not the PDF.
    expect((await k.stored(started.body.file_id)).includes(Buffer.from('%PDF'))).toBe(false);
    // Asked again: the same letter, ready.
    expect((await k.call('GET', `/api/v1/everify/${caseId}/fan?lang=es`, { session: k.viewer })).body).toMatchObject({ file_id: started.body.file_id, file: { state: 'ready' } });
    // POST makes a new one (everify.manage); English by default.
    expect((await k.call('POST', `/api/v1/everify/${caseId}/fan`, { session: k.viewer })).status).toBe(403);
    const fresh = await k.call('POST', `/api/v1/everify/${caseId}/fan`, { session: k.compliance });
    expect(fresh).toMatchObject({ status: 202, body: { file: { lang: 'en', state: 'queued' } } });
    const en = await k.ready(`/api/v1/everify/${caseId}/fan?lang=en`, k.viewer);
    expect(text((await k.bytes(en.file.url, k.admin)).body)).toContain('Further Action Notice');
    expect((await k.call('GET', `/api/v1/everify/${caseId}/fan?lang=fr`, { session: k.viewer })).body).toMatchObject({ statusCode: 400, details: { fields: { lang: 'invalid_entry' } } });
    // The documents list shows the letters.
    const docs = await k.call('GET', `/api/v1/everify/${caseId}/documents`, { session: k.viewer });
    expect(docs.body.items.map((f: { kind: string; lang: string }) => `${f.kind}:${f.lang}`)).toEqual(['fan:es', 'fan:en']);
  });

  it('refuses a FAN or a referral letter for a case without a mismatch, and a referral letter before the referral', async () => {
    const { applicant } = await k.hire('323456781');
    const created = await k.call('POST', '/api/v1/everify', { session: k.admin, body: { ApplicantId: applicant.applicant_id } });
    await k.waitForCase(created.body.id, (x) => x.status === 'CLOSED');
    expect((await k.call('GET', `/api/v1/everify/${created.body.id}/fan`, { session: k.admin })).body).toMatchObject({ statusCode: 409, messageKey: 'everify_no_tnc' });
    expect((await k.call('POST', `/api/v1/everify/${created.body.id}/fan?lang=es`, { session: k.admin })).body.messageKey).toBe('everify_no_tnc');
    const { caseId } = await k.mismatch('223451111');
    expect((await k.call('GET', `/api/v1/everify/${caseId}/referral?lang=es`, { session: k.admin })).body).toMatchObject({ statusCode: 409, messageKey: 'everify_not_referred' });
    expect(await countRows(k, 'everify_case_files', `case_id IN (${created.body.id}, ${caseId})`)).toBe(0);
  });

  it('notifies the employee privately, who reads the notice in Spanish and contests: referred through the queue, then the referral letter', async () => {
    const { caseId, applicantId, session, c } = await k.mismatch('423452222');
    const [{ email }] = (await k.ds.query('SELECT email FROM applicants WHERE applicant_id = ?', [applicantId])) as { email: string }[];
    // Before the notice: nothing for the employee.
    expect((await k.call('GET', '/api/v1/everify/tnc-fan-url', { session })).body).toMatchObject({ statusCode: 404, messageKey: 'tnc_download_url_missing' });
    expect((await k.call('POST', `/api/v1/everify/notify-tnc/${caseId}`, { session: k.viewer })).status).toBe(403);
    const notified = await k.call('POST', `/api/v1/everify/notify-tnc/${caseId}`, { session: k.compliance });
    expect(notified).toMatchObject({ status: 200, body: { awaiting_service: true, pending_action: 'NOTIFY_EMPLOYEE', notice: { sent_to: expect.stringMatching(/^h\*+@example\.test$/) } } });
    const [mail] = await mailsTo(k, email);
    expect(mail.body).toContain('/acme/hq/i9/tnc-fan');
    expect(mail.subject).toBe('An important notice about your employment');
    // Private: no case number, result or agency in the email.
    for (const secret of [c.case_number as string, 'DHS', 'Tentative', 'mismatch']) {
      expect(`${mail.subject} ${mail.body}`).not.toContain(secret);
    }
    await k.waitForCase(caseId, (x) => !!x.employee_notified_at && !x.awaiting_service);

    // The employee: the notice's link in Spanish (made on the queue), the download, the properties.
    let url: string | null = null;
    for (let i = 0; i < 100 && !url; i++) {
      const res = await k.call('GET', '/api/v1/everify/tnc-fan-url?lang=es', { session });
      expect(res.body).toMatchObject({ case_id: caseId, language: 'es', referral: null });
      url = res.body.url as string | null;
      await new Promise((r) => setTimeout(r, 150));
    }
    expect(url).toMatch(/^\/api\/v1\/everify\/tnc-fan\/\d+$/);
    expect((await k.bytes(url as string, k.adaSession)).status).toBe(404);
    const fan = await k.bytes(url as string, session);
    expect(fan.status).toBe(200);
    expect(text(fan.body)).toContain('Aviso de Acción Adicional');
    const prop = async (name: string) => (await k.call('GET', `/api/v1/Applicants/${applicantId}/properties/${name}`, { session: k.compliance })).body;
    expect(await prop('tnc_fan_downloaded')).toEqual({ applicant_id: applicantId, code: 'tnc_fan_downloaded', value: 'true' });
    expect(JSON.parse((await prop('tnc_fan_language')).value)).toEqual({ language: 'es' });
    expect((await k.call('GET', `/api/v1/Applicants/${applicantId}/properties/tnc_fan_language`, { session: k.globexAdmin })).status).toBe(404);

    // Their workflow: their own case only.
    const mine = await k.call('GET', `/api/v1/everify/${caseId}/tncfanworkflow`, { session });
    expect(mine.body).toMatchObject({ case_id: caseId, can_answer: true, answers: { tnc_fan_downloaded: true, tnc_fan_step1: null }, answered_by_name: null });
    expect((await k.call('GET', `/api/v1/everify/${caseId}/tncfanworkflow`, { session: k.adaSession })).status).toBe(404);
    // The steps' rules (contracts' evaluateTncFan), nothing stored on a refusal.
    const post = (body: unknown, s = session) => k.call('POST', `/api/v1/everify/${caseId}/tncfanworkflow`, { session: s, body });
    expect((await post({ tnc_fan_step1: true })).body).toMatchObject({ statusCode: 400, details: { fields: { tnc_fan_step2: 'required_field' } } });
    expect((await post({ tnc_fan_step1: true, tnc_fan_step2: false })).body.details.fields).toEqual({ tnc_fan_step2: 'everify_tnc_contact_required' });
    expect((await post({})).body.details.fields).toEqual({ tnc_fan_step1: 'required_field' });
    expect((await post({ tnc_fan_step1: 'yes' })).status).toBe(400);
    expect((await post({ tnc_fan_step1: true, tnc_fan_step2: true, tnc_fan_language: 'fr' })).status).toBe(400);
    expect((await post({ tnc_fan_step1: true, tnc_fan_step2: true }, k.adaSession)).status).toBe(404);
    expect((await k.call('GET', `/api/v1/everify/${caseId}`, { session: k.admin })).body).toMatchObject({ status: 'DHS_TNC', awaiting_service: false });

    const answered = await post({ tnc_fan_step1: true, tnc_fan_step2: true, tnc_fan_language: 'es' });
    expect(answered).toMatchObject({ status: 200, body: { outcome: 'REFER', answered_by_party: 'applicant', can_answer: false, blocked_by: 'everify_tnc_already_answered', answers: { tnc_fan_step1: true, tnc_fan_step2: true, tnc_fan_language: 'es' } } });
    expect((await post({ tnc_fan_step1: false })).body).toMatchObject({ statusCode: 409, messageKey: 'everify_tnc_already_answered' });
    const referred = await k.waitForCase(caseId, (x) => x.status === 'REFERRED' && !x.awaiting_service);
    expect(referred).toMatchObject({ contact_days_left: 8 });
    expect(referred.history.some((h: { event: string; actor_party: string }) => h.event === 'REFER' && h.actor_party === 'applicant')).toBe(true);
    const props = (await k.ds.query("SELECT code, value FROM applicant_props WHERE applicant_id = ? AND code LIKE 'tnc_fan_%' ORDER BY code", [applicantId])) as { code: string; value: string }[];
    expect(Object.fromEntries(props.map((p) => [p.code, p.value]))).toEqual({ tnc_fan_downloaded: 'true', tnc_fan_language: '{"language":"es"}', tnc_fan_step1: 'true', tnc_fan_step2: 'true' });

    // The Referral Date Confirmation in the employee's language, for staff and for the employee.
    const letter = await k.ready(`/api/v1/everify/${caseId}/referral?lang=es`, k.viewer);
    expect(letter.file).toMatchObject({ kind: 'referral', lang: 'es', state: 'ready' });
    const rdc = text((await k.bytes(letter.file.url, k.viewer)).body);
    expect(rdc).toContain('Confirmación de la Fecha de Remisión');
    expect(rdc).toContain(c.case_number);
    const forEmployee = await k.call('GET', '/api/v1/everify/tnc-fan-url?lang=es', { session });
    expect(forEmployee.body.referral).toMatchObject({ state: 'ready', url: expect.stringMatching(/^\/api\/v1\/everify\/tnc-fan\/\d+$/) });
    // The staff view of the workflow names who recorded it.
    expect((await k.call('GET', `/api/v1/everify/${caseId}/tncfanworkflow`, { session: k.viewer })).body).toMatchObject({ outcome: 'REFER', answered_by_party: 'applicant', contact_days_left: 8 });
  });

  it('lets staff record a decision not to contest (everify.manage): the case goes to E-Verify as non-contested; out of order it is refused', async () => {
    const { caseId, applicantId } = await k.mismatch('523451111');
    const post = (body: unknown, session = k.compliance) => k.call('POST', `/api/v1/everify/${caseId}/tncfanworkflow`, { session, body });
    const events = await countRows(k, 'everify_case_events', `case_id = ${caseId}`);
    expect((await post({ tnc_fan_step1: false })).body).toMatchObject({ statusCode: 409, messageKey: 'everify_employee_not_notified' });
    expect((await post({ tnc_fan_step1: false }, k.viewer)).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    expect((await k.call('GET', `/api/v1/everify/${caseId}/tncfanworkflow`, { session: k.viewer })).body).toMatchObject({ can_answer: false, blocked_by: 'everify_employee_not_notified' });
    expect(await countRows(k, 'everify_case_events', `case_id = ${caseId}`)).toBe(events);
    expect(await countRows(k, 'everify_tnc_workflows', `case_id = ${caseId}`)).toBe(0);
    expect((await k.call('POST', `/api/v1/everify/${caseId}/notified`, { session: k.compliance })).status).toBe(200);
    await k.waitForCase(caseId, (x) => !!x.employee_notified_at && !x.awaiting_service);
    const answered = await post({ tnc_fan_step1: false, tnc_fan_language: 'en' });
    expect(answered.body).toMatchObject({ outcome: 'NONCONTEST', answered_by_party: 'user', answered_by_name: 'Casey Officer' });
    const final = await k.waitForCase(caseId, (x) => x.status === 'FINAL_NONCONFIRMATION' && !x.awaiting_service);
    expect(final.allowed_closure_statements).toContain('EMPLOYEE_TERMINATED_FOR_FNC');
    const [row] = (await k.ds.query("SELECT value FROM applicant_props WHERE applicant_id = ? AND code = 'tnc_fan_step1'", [applicantId])) as { value: string }[];
    expect(row.value).toBe('false');
  });

  it('refers on POST /referral?lang=es and makes the letter only once E-Verify confirms (the letter waits through an outage)', async () => {
    const { caseId } = await k.mismatch('623452222');
    await k.call('POST', `/api/v1/everify/${caseId}/notified`, { session: k.admin });
    await k.waitForCase(caseId, (x) => !!x.employee_notified_at && !x.awaiting_service);
    await k.call('PUT', '/api/v1/everify/simulator/status', { session: k.admin, body: { down: true } });
    let referral;
    try {
      referral = await k.call('POST', `/api/v1/everify/${caseId}/referral?lang=es`, { session: k.admin });
      expect(referral).toMatchObject({ status: 200, body: { awaiting_service: true, pending_action: 'REFER', letter: { file: { kind: 'referral', lang: 'es', state: 'queued' } } } });
      await new Promise((r) => setTimeout(r, 1500));
      const waiting = await k.call('GET', `/api/v1/everify/${caseId}/referral?lang=es`, { session: k.viewer });
      expect(waiting.body).toMatchObject({ file_id: referral.body.letter.file_id, file: { state: 'queued', url: null } });
    } finally {
      await k.call('PUT', '/api/v1/everify/simulator/status', { session: k.admin, body: { down: false } });
    }
    await k.waitForCase(caseId, (x) => x.status === 'REFERRED' && !x.awaiting_service, k.admin);
    const done = await k.ready(`/api/v1/everify/${caseId}/files/${referral.body.letter.file_id}`, k.viewer);
    expect(done.state).toBe('ready');
    const rdc = text((await k.bytes(done.url, k.admin)).body);
    expect(rdc).toContain('Confirmación de la Fecha de Remisión');
  });

  it('answers 404 on every TNC, letter and document path of another customer’s case, and changes nothing', async () => {
    const { caseId } = await k.mismatch('723452222');
    const paths: [string, string][] = [
      ['GET', `/api/v1/everify/${caseId}/fan?lang=es`],
      ['POST', `/api/v1/everify/${caseId}/fan?lang=es`],
      ['GET', `/api/v1/everify/${caseId}/referral?lang=en`],
      ['POST', `/api/v1/everify/${caseId}/referral?lang=en`],
      ['GET', `/api/v1/everify/${caseId}/tncfanworkflow`],
      ['POST', `/api/v1/everify/${caseId}/tncfanworkflow`],
      ['POST', `/api/v1/everify/notify-tnc/${caseId}`],
      ['GET', `/api/v1/everify/${caseId}/documents`],
      ['GET', `/api/v1/everify/${caseId}/files/1`],
      ['GET', `/api/v1/everify/${caseId}/files/1/content`],
      ['GET', `/api/v1/everify/printcasedetails/${caseId}`],
      ['GET', `/api/v1/everify/download/${caseId}`],
      ['GET', `/api/v1/everify/downloadasync/${caseId}`],
      ['POST', `/api/v1/everify/downloadasync/${caseId}`],
    ];
    const before = { events: await countRows(k, 'everify_case_events'), trail: await countRows(k, 'i9_trail'), files: await countRows(k, 'everify_case_files') };
    for (const [method, path] of paths) {
      const res = await k.call(method, path, { session: k.globexAdmin, body: method === 'POST' ? { tnc_fan_step1: false } : undefined });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
    }
    expect((await k.call('GET', '/api/v1/everify/tnc-fan-url', { session: k.eveSession })).status).toBe(404);
    expect({ events: await countRows(k, 'everify_case_events'), trail: await countRows(k, 'i9_trail'), files: await countRows(k, 'everify_case_files') }).toEqual(before);
    // Staff routes refuse an applicant token; the employee's routes refuse staff.
    expect((await k.call('POST', `/api/v1/everify/notify-tnc/${caseId}`, { session: k.adaSession })).status).toBe(403);
    expect((await k.call('GET', '/api/v1/everify/tnc-fan-url', { session: k.admin })).status).toBe(403);
  });
});
