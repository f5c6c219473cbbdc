import { uploadSamples } from '@attest/platform';
import { startEdocs, type EdocsTestKit } from '@attest/edocs/testing';
import { postMultipart } from '../../uploads/__tests__/upload-test-kit';
import { CredentialAutomationProcessor } from '../credential-automation.processor';
import { CredentialAutomationService } from '../credential-automation.service';

const at = (ymd: string) => new Date(`${ymd}T06:30:00Z`);

describe('credential automation: the daily job on a fake clock (staff-side §4)', () => {
  let k: EdocsTestKit;
  let automation: CredentialAutomationService;
  let license: number;

  beforeAll(async () => {
    k = await startEdocs();
    automation = k.t.app.get(CredentialAutomationService);
    license = (await k.call('POST', '/api/v1/credentials', { session: k.staff, body: { name: 'Forklift licence', alt_id: 'FL' } })).body.credential_id;
  }, 60_000);
  afterAll(async () => k?.t.close());

  const mails = async (to: string) => (await k.ds.query("SELECT subject, body FROM notification_outbox WHERE channel = 'email' AND recipient = ? ORDER BY id", [to])) as { subject: string; body: string }[];
  const statusOf = async (id: number) => ((await k.ds.query('SELECT status FROM apl_credentials WHERE id = ?', [id])) as { status: string }[])[0].status;
  const upload = async (expiration: string) =>
    (await postMultipart(k.t.baseUrl, `/api/v1/applicants/${k.ada.applicant_id}/credentials`, k.adaSession, { credential_id: String(license), expiration_date: expiration }, { field: 'file', name: 'fl.pdf', bytes: uploadSamples.pdfBytes() })).body.id as number;

  it('a credential expiring → EXPIRING_SOON (one reminder however often it runs) → EXPIRED (one more email, status EXPIRED)', async () => {
    const id = await upload('2030-03-31');
    expect(await automation.runDaily(at('2030-02-01'))).toEqual({ expired: 0, expiringSoon: 0, incomplete: 0 });
    expect(await mails('ada@acme.test')).toEqual([]);
    expect(await automation.runDaily(at('2030-03-05'))).toEqual({ expired: 0, expiringSoon: 1, incomplete: 0 });
    expect(await automation.runDaily(at('2030-03-06'))).toEqual({ expired: 0, expiringSoon: 0, incomplete: 0 });
    const soon = await mails('ada@acme.test');
    expect(soon).toHaveLength(1);
    expect(soon[0].subject).toBe('Your Forklift licence expires soon');
    expect(soon[0].body).toContain('2030-03-31');
    expect(await statusOf(id)).toBe('UPLOADED');
    const alertOf = async () => ((await k.call('GET', `/api/v1/applicants/${k.ada.applicant_id}/credentials`, { session: k.staff })).body as { id: number; alert: string | null }[]).find((c) => c.id === id)?.alert;
    expect(await alertOf()).toBe('EXPIRING_SOON');
    expect(await automation.runDaily(at('2030-03-31'))).toEqual({ expired: 0, expiringSoon: 0, incomplete: 0 });
    expect(await automation.runDaily(at('2030-04-01'))).toEqual({ expired: 1, expiringSoon: 0, incomplete: 0 });
    expect(await automation.runDaily(at('2030-04-02'))).toEqual({ expired: 0, expiringSoon: 0, incomplete: 0 });
    expect(await statusOf(id)).toBe('EXPIRED');
    expect(await alertOf()).toBe('EXPIRED');
    expect((await mails('ada@acme.test')).map((m) => m.subject)).toEqual(['Your Forklift licence expires soon', 'Your Forklift licence has expired']);
    const events = (await automation.eventsOf([id])).map((e) => [e.status_id, JSON.parse(e.action_ids)]);
    // COMPLETE on upload (update status in ATS), then EXPIRING_SOON and EXPIRED (RESEND_TASK).
    expect(events).toEqual([[6, [3]], [2, [1]], [1, [1]]]);
    // A new upload of the same credential comes back as UPLOADED with the new date, and is judged afresh.
    await postMultipart(k.t.baseUrl, `/api/v1/applicants/${k.ada.applicant_id}/credentials/${id}/file`, k.adaSession, { expiration_date: '2031-04-30' }, { field: 'file', name: 'fl2.pdf', bytes: uploadSamples.pdfBytes() });
    expect(await statusOf(id)).toBe('UPLOADED');
    expect(await alertOf()).toBeNull();
    expect(await automation.runDaily(at('2030-04-03'))).toEqual({ expired: 0, expiringSoon: 0, incomplete: 0 });
  });

  it('a requested credential past its due date raises INCOMPLETE once (SEND_TASK email), through the scheduled processor', async () => {
    const requested = await k.call('POST', `/api/v1/applicants/${k.bob.applicant_id}/credentials/request`, { session: k.staff, body: { credential_id: license, due_date: '2030-06-10' } });
    expect(requested.status).toBe(201);
    const processor = k.t.app.get(CredentialAutomationProcessor);
    expect(await processor.handle({ customerId: 0, version: 1 }, { scheduledFor: at('2030-06-10').getTime() })).toEqual({ expired: 0, expiringSoon: 0, incomplete: 0 });
    expect(await processor.handle({ customerId: 0, version: 1 }, { scheduledFor: at('2030-06-11').getTime() })).toEqual({ expired: 0, expiringSoon: 0, incomplete: 1 });
    expect(await processor.handle({ customerId: 0, version: 1 }, { scheduledFor: at('2030-06-12').getTime() })).toMatchObject({ incomplete: 0 });
    expect((await mails('bob@acme.test')).map((m) => m.subject)).toEqual(['Please upload your Forklift licence']);
    const [listed] = (await k.call('GET', `/api/v1/applicants/${k.bob.applicant_id}/credentials`, { session: k.bobSession })).body;
    expect(listed).toMatchObject({ status: 'SENT', due_date: '2030-06-10', alert: 'INCOMPLETE' });
  });

  it('follows the customer\'s saved automation: EXPIRED with update-status-in-ATS only sends no email and queues the ATS action', async () => {
    await k.call('POST', '/api/v1/CredentialAutomationConfiguration/default', { session: k.staff, body: { events: [{ status_id: 1, action_ids: [3] }] } });
    const id = await upload('2035-01-31');
    const before = (await mails('ada@acme.test')).length;
    // This one and the first test's credential (re-uploaded to expire 2031-04-30) both expire by then.
    expect(await automation.runDaily(at('2035-02-01'))).toMatchObject({ expired: 2 });
    expect(await mails('ada@acme.test')).toHaveLength(before);
    const pending = await k.ds.query('SELECT kind, credential_status FROM crt_pending_ats_actions WHERE apl_credential_id = ? ORDER BY id', [id]);
    expect(pending).toEqual([{ kind: 'update_status', credential_status: 'EXPIRED' }]);
  });
});
