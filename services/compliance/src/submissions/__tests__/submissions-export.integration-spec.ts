import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { JOB_QUEUE, QueueName, RealtimeService, type AuthContext, type JobQueue } from '@attest/platform';
import { ACME, HQ, insertApplicant, passportSection2, sessionFor, signedSection1, startCompliance, type ComplianceKit } from '../../__tests__/compliance-test-app';
import { todayYmd } from '../../shared/i9-rules';
import { EXPORT_COLUMNS, exportFilterOf } from '../submissions-export.rows';

const HEADER = EXPORT_COLUMNS.join(',');
const lines = (csv: string) => csv.trim().split('\r\n');
/** The record ids of a CSV (first column), header excluded. */
const idsOf = (csv: string) => lines(csv).slice(1).map((l) => Number(l.split(',')[0]));

async function waitForJob(queue: JobQueue, id: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const job = await queue.getJob(QueueName.Exports, id);
    if (job?.state === 'completed') {
      return;
    }
    if (job?.state === 'failed') {
      throw new Error(job.failedReason);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`export job ${id} did not finish`);
}

describe('I-9 submissions export (POST /api/v1/submissions/export and /exportasync)', () => {
  let k: ComplianceKit;
  let ada: number;
  let wes: number;
  let formula: number;
  const today = todayYmd();

  beforeAll(async () => {
    k = await startCompliance();
    ada = await signedSection1(k);
    expect((await k.call('POST', `/api/v1/i9/${ada}/section2/sign`, { session: k.admin, body: { value: passportSection2(), confirmed: true } })).status).toBe(200);
    wes = await signedSection1(k, k.wesSession, { i9_first_name: 'Wes', i9_last_name: 'Western', i9_ssn: '234567891' });
    const mallory = await insertApplicant(k.t.app, ACME, { first_name: '=HYPERLINK("x")', last_name: 'Quote, "Q"', email: 'm@acme.test', location_id: HQ });
    const opened = await k.call('GET', '/api/v1/i9', { session: await sessionFor(k.t.app, 'applicant', mallory.applicant_id, ACME) });
    formula = opened.body.id as number;
    expect((await k.call('GET', '/api/v1/i9', { session: k.eveSession })).status).toBe(200);
  }, 90_000);
  afterAll(async () => k?.close());

  it('streams the filtered list as a CSV file, with no SSN nor document number', async () => {
    const res = await k.call('POST', '/api/v1/submissions/export', { session: k.compliance, body: {} });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="i9-submissions-${today}.csv"`);
    const csv = res.body as string;
    expect(lines(csv)[0]).toBe(HEADER);
    expect(idsOf(csv)).toEqual([ada, wes, formula]);
    const adaRow = lines(csv).find((l) => l.startsWith(`${ada},`)) as string;
    expect(adaRow).toMatch(new RegExp(`^${ada},${k.ada.applicant_id},Ada Lovelace,complete,01/20/25,${today},\\d{4}-\\d{2}-\\d{2}T[^,]+Z,\\d{4}-\\d{2}-\\d{2}T[^,]+Z,\\d{4}-\\d{2}-\\d{2},,,(\\d{4}-\\d{2}-\\d{2})?,false,false$`));
    // Formula-looking names cannot execute in a spreadsheet; quotes and commas stay one cell.
    expect(csv).toContain(`"'=HYPERLINK(""x"") Quote, ""Q"""`);
    for (const secret of ['123456789', '234567891', 'X12345678', '6789', 'Other']) {
      expect(csv).not.toContain(secret);
    }
  });

  it('applies the list filters (state, search, location, applicant) and refuses unknown ones', async () => {
    const ids = async (body: Record<string, unknown>) => idsOf((await k.call('POST', '/api/v1/submissions/export', { session: k.viewer, body })).body as string);
    expect(await ids({ state: 'complete' })).toEqual([ada]);
    expect(await ids({ state: 'section2_pending' })).toEqual([wes]);
    expect(await ids({ search: 'west' })).toEqual([wes]);
    expect(await ids({ location_id: HQ })).toEqual([ada, formula]);
    expect(await ids({ applicant_id: k.wes.applicant_id })).toEqual([wes]);
    expect(await ids({ state: 'complete', search: 'west' })).toEqual([]);
    for (const body of [{ take: 10 }, { state: 'nope' }, { location_id: 'x' }]) {
      const res = await k.call('POST', '/api/v1/submissions/export', { session: k.viewer, body });
      expect(res.status).toBe(400);
      expect(res.body.messageKey).toBe('validation_failed');
    }
  });

  it("keeps to the caller's locations and customer, and needs i9.read", async () => {
    const west = await k.call('POST', '/api/v1/submissions/export', { session: k.westCompliance, body: {} });
    expect(idsOf(west.body as string)).toEqual([wes]);
    const globex = await k.call('POST', '/api/v1/submissions/export', { session: k.globexAdmin, body: {} });
    expect(idsOf(globex.body as string)).toHaveLength(1);
    expect(globex.body).not.toContain('Lovelace');
    const applicant = await k.call('POST', '/api/v1/submissions/export', { session: k.adaSession, body: {} });
    expect(applicant.status).toBe(403);
    const noRole = await sessionFor(k.t.app, 'user', 907, ACME, SEEDED_ROLE_IDS.CONTENT_MANAGER);
    expect((await k.call('POST', '/api/v1/submissions/exportasync', { session: noRole, body: {} })).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
  });

  it('writes each export to the audit log without the name searched for', async () => {
    await k.call('POST', '/api/v1/submissions/export', { session: k.compliance, body: { search: 'Lovelace', state: 'complete' } });
    const rows = (await k.ds.query("SELECT actor_id, entity, action, changes FROM audit_log WHERE entity = 'i9_submissions' ORDER BY id DESC LIMIT 1")) as { actor_id: number; action: string; changes: string }[];
    expect(rows[0]).toMatchObject({ actor_id: 902, action: 'export' });
    expect(JSON.parse(rows[0].changes)).toEqual({ mode: { from: null, to: 'file' }, filter: { from: null, to: { state: 'complete', search: true, allowed_locations: null, as_of: today } } });
    expect(rows[0].changes).not.toContain('Lovelace');
  });

  it('runs the same export on the queue: progress, then a link to the same rows; the payload carries no name', async () => {
    const queue = k.t.app.get<JobQueue>(JOB_QUEUE);
    await queue.start();
    const direct = await k.call('POST', '/api/v1/submissions/export', { session: k.westCompliance, body: { search: 'wes' } });
    const start = await k.call('POST', '/api/v1/submissions/exportasync', { session: k.westCompliance, body: { search: 'wes' } });
    expect(start.status).toBe(202);
    expect(start.body).toEqual({ job_id: expect.any(String), event_name: expect.stringMatching(/^export/), subscription_url: `/api/v1/realtime/subscriptions/${start.body.event_name}` });
    await waitForJob(queue, start.body.job_id);
    expect((await queue.getJob(QueueName.Exports, start.body.job_id))?.progress).toBe(100);
    const done = (await k.t.app.get(RealtimeService).lastMessage(start.body.event_name)) as { progress: number; url: string; filename: string };
    expect(done).toMatchObject({ progress: 100, filename: `i9-submissions-${today}.csv` });
    const file = await fetch(k.t.baseUrl + done.url);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(direct.body);
    expect(idsOf(direct.body as string)).toEqual([wes]);
    const audit = (await k.ds.query("SELECT entity_id, changes FROM audit_log WHERE entity = 'i9_submissions' AND actor_id = 906")) as { entity_id: string; changes: string }[];
    expect(JSON.parse(audit.find((a) => a.entity_id === start.body.job_id)?.changes ?? '{}')).toMatchObject({ mode: { to: 'async' }, filter: { to: { search: true, allowed_locations: [11] } } });
    // What the job carries: the filter with the name sealed, the caller's locations frozen.
    const auth: AuthContext = { party: 'user', customerId: ACME, tokenId: 1, locationIds: [11] };
    const payload = exportFilterOf(auth, { search: 'Western', state: 'complete' }, today);
    expect(payload).toEqual({ state: 'complete', search_sealed: expect.stringMatching(/^v1:/), allowed_locations: [11], as_of: today });
    expect(JSON.stringify(payload)).not.toContain('Western');
  });
});
