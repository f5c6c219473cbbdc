import { addCalendarDays, deadlineCountdown } from '@attest/contracts';
import { CstUserEntity, CustomerEntity, LocationEntity } from '@attest/identity';
import { APP_CONFIG, JOB_QUEUE, type AppConfig, type JobContext, type JobQueue } from '@attest/platform';
import { ACME, GLOBEX, HQ, insertApplicant, passportSection2, sessionFor, signedSection1, startCompliance, WEST, type ComplianceKit } from '../../__tests__/compliance-test-app';
import { todayYmd } from '../../shared/i9-rules';
import { I9OverdueAlertScheduler } from '../i9-overdue-alert.scheduler';
import { I9_ALERTS_QUEUE, overdueAlertJobId } from '../jobs/send-i9-overdue-alerts.job';
import { SendI9OverdueAlertsProcessor } from '../send-i9-overdue-alerts.processor';

const ctx: JobContext = { jobId: 'test-alert', attempt: 1, reportProgress: async () => undefined };
const EAD = (expiration: string) => ({
  list: 'A', document_type: 'EAD_I766', document_title: 'Employment Authorization Document (Form I-766)',
  issuing_authority: 'U.S. Citizenship and Immigration Services', document_number: 'SRC1234567890', expiration_date: expiration,
});

interface Mail {
  recipient: string;
  subject: string;
  body: string;
}

describe('the daily I-9 overdue digest', () => {
  let k: ComplianceKit;
  let publicUrl: string;
  let ada: number;
  let wes: number;
  let mal: number;
  let ned: number;
  const today = todayYmd();
  const outbox = async (): Promise<Mail[]> => (await k.ds.query("SELECT recipient, subject, body FROM notification_outbox WHERE channel = 'email' ORDER BY id")) as Mail[];
  const run = (day = today) => k.t.app.get(SendI9OverdueAlertsProcessor).handle({ customerId: ACME, version: 1, day }, ctx);
  const employ = async (id: number, firstDay: string) => expect((await k.call('PUT', `/api/v1/i9/${id}/employment`, { session: k.compliance, body: { first_day_of_employment: firstDay } })).status).toBe(200);

  beforeAll(async () => {
    k = await startCompliance();
    publicUrl = k.t.app.get<AppConfig>(APP_CONFIG).publicUrl;
    const now = new Date();
    await k.ds.getRepository(CustomerEntity).insert([{ id: ACME, customer_code: 'acme', name: 'Acme', active: 1, created_at: now }, { id: GLOBEX, customer_code: 'globex', name: 'Globex', active: 1, created_at: now }]);
    await k.ds.getRepository(LocationEntity).insert([{ location_id: HQ, customer_id: ACME, location_code: 'hq', name: 'HQ' }, { location_id: WEST, customer_id: ACME, location_code: 'west', name: 'West' }]);
    const user = (user_id: number, email: string, first_name: string, active = 1) => ({ user_id, customer_id: ACME, location_id: null, email, password_hash: 'x', first_name, last_name: 'Staff', active });
    await k.ds.getRepository(CstUserEntity).insert([
      user(902, 'carla@acme.test', 'Carla'), // Compliance officer, every location
      user(906, 'walt@acme.test', 'Walt'), // Compliance officer of west only
      user(901, 'rex@acme.test', 'Rex'), // Recruiter: does not sign Section 2
      user(900, 'old.admin@acme.test', 'Olga', 0), // Admin, deactivated
    ]);
    // Ada (hq): Section 1 signed, first day 10 days ago, Section 2 not signed: Section 2 overdue.
    ada = await signedSection1(k);
    await employ(ada, addCalendarDays(today, -10));
    // Mal (hq): has not signed Section 1, first day 5 days ago: Section 1 overdue (listed once, under Section 1).
    const malApplicant = await insertApplicant(k.t.app, ACME, { first_name: 'Mal', last_name: 'Late', email: 'mal@acme.test', location_id: HQ });
    mal = (await k.call('GET', '/api/v1/i9', { session: await sessionFor(k.t.app, 'applicant', malApplicant.applicant_id, ACME) })).body.id as number;
    await employ(mal, addCalendarDays(today, -5));
    // Ned (hq): EAD ending in 20 days: reverification due within 30 days.
    const nedApplicant = await insertApplicant(k.t.app, ACME, { first_name: 'Ned', last_name: 'Ead', email: 'ned@acme.test', location_id: HQ });
    const nedSession = await sessionFor(k.t.app, 'applicant', nedApplicant.applicant_id, ACME);
    ned = await signedSection1(k, nedSession, { i9_first_name: 'Ned', i9_last_name: 'Ead', attest_type: 4, uscis_number: 'A123456789', work_auth_until_date: addCalendarDays(today, 20) });
    const s2 = passportSection2({ documents: [EAD(addCalendarDays(today, 20))], first_day_of_employment: addCalendarDays(today, -1) });
    expect((await k.call('POST', `/api/v1/i9/${ned}/section2/sign`, { session: k.admin, body: { value: s2, confirmed: true } })).status).toBe(200);
    // Wes (west): Section 1 signed, no first day yet: nothing is due.
    wes = await signedSection1(k, k.wesSession, { i9_first_name: 'Wes', i9_last_name: 'Western' });
  }, 90_000);
  afterAll(async () => k?.close());

  it('emails the officer whose locations hold the records one digest with counts, names and links, and no one else', async () => {
    expect(await run()).toEqual({ sent: 1, alreadySent: 0, records: 3 });
    const mails = await outbox();
    expect(mails.map((m) => m.recipient)).toEqual(['carla@acme.test']);
    const [mail] = mails;
    expect(mail.subject).toBe('Form I-9 records that need attention: 3');
    const s2due = (await k.call('GET', `/api/v1/submissions/${ada}/expiration`, { session: k.viewer })).body.section2_due as string;
    const late = deadlineCountdown(s2due, today).overdueBusinessDays;
    expect(mail.body).toContain('Hello Carla,');
    expect(mail.body).toContain('- Section 1 overdue: 1\n- Section 2 overdue: 1\n- Reverification due within 30 days: 1');
    expect(mail.body).toContain(`Mal Late: Section 1 was due ${addCalendarDays(today, -5)} (business days late: ${deadlineCountdown(addCalendarDays(today, -5), today).overdueBusinessDays})\n  ${publicUrl}/acme/hq/admin/i9/${mal}`);
    expect(mail.body).toContain(`Ada Lovelace: Section 2 was due ${s2due} (business days late: ${late})\n  ${publicUrl}/acme/hq/admin/i9/${ada}`);
    expect(mail.body).toContain(`Ned Ead: reverification due by ${addCalendarDays(today, 20)} (days left: 20)\n  ${publicUrl}/acme/hq/admin/i9/${ned}`);
    expect(mail.body).not.toContain(`/admin/i9/${wes}`);
    for (const personal of ['123456789', '6789', 'A123456789', 'SRC1234567890', 'ada@acme.test', '1990-12-10']) {
      expect(mail.body).not.toContain(personal);
    }
  });

  it('sends nothing more when the same day runs again (a retry, or the job queued twice)', async () => {
    expect(await run()).toEqual({ sent: 0, alreadySent: 1, records: 3 });
    expect(await outbox()).toHaveLength(1);
    expect((await k.ds.query('SELECT customer_id, user_id, alert_day, records FROM i9_alert_log')) as unknown[]).toEqual([{ customer_id: ACME, user_id: 902, alert_day: today, records: 3 }]);
  });

  it('gives the west-only officer the west records only', async () => {
    await employ(wes, addCalendarDays(today, -10));
    const tomorrow = addCalendarDays(today, 1);
    expect(await run(tomorrow)).toMatchObject({ sent: 2, records: 4 });
    const mails = (await outbox()).slice(1);
    expect(mails.map((m) => m.recipient).sort()).toEqual(['carla@acme.test', 'walt@acme.test']);
    const walt = mails.find((m) => m.recipient === 'walt@acme.test') as Mail;
    expect(walt.subject).toBe('Form I-9 records that need attention: 1');
    expect(walt.body).toContain('Wes Western: Section 2 was due');
    expect(walt.body).toContain(`${publicUrl}/acme/west/admin/i9/${wes}`);
    expect(walt.body).not.toMatch(/Ada|Mal|Ned/);
    expect((mails.find((m) => m.recipient === 'carla@acme.test') as Mail).subject).toBe('Form I-9 records that need attention: 4');
  });

  it('is queued once a day per customer with something to report', async () => {
    const queue = k.t.app.get<JobQueue>(JOB_QUEUE);
    expect(await k.t.app.get(I9OverdueAlertScheduler).enqueueDue(today)).toBe(1);
    expect(await k.t.app.get(I9OverdueAlertScheduler).enqueueDue(today)).toBe(1);
    expect(await queue.getJob(I9_ALERTS_QUEUE, overdueAlertJobId(ACME, today))).toMatchObject({ name: 'send-i9-overdue-alerts', state: 'waiting' });
    expect(await queue.getJob(I9_ALERTS_QUEUE, overdueAlertJobId(GLOBEX, today))).toBeNull();
  });
});
