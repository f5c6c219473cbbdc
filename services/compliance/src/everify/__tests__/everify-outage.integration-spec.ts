import IORedis from 'ioredis';
import { Queue } from 'bullmq';
import { JOB_QUEUE, QueueName, type BullMqJobQueue, type JobQueue } from '@attest/platform';
import { countRows } from '../../__tests__/compliance-test-app';
import { EverifyScheduler } from '../jobs/everify.scheduler';
import { RefreshEverifyCasesProcessor } from '../jobs/refresh-everify-cases.processor';
import { ACME, daysAgo, startEverify, type CaseBody, type EverifyKit } from './everify-test-kit';

jest.setTimeout(90_000);

/** Outages: every E-Verify call is a job; a case is never lost and never opened twice (issue 13, "Proof"). */
describe('E-Verify down: cases wait, are retried, and are opened exactly once', () => {
  let k: EverifyKit;
  /** The worker running now (the tests stop and start workers). */
  let current: BullMqJobQueue;
  const simulator = (body: Record<string, unknown>) => k.call('PUT', '/api/v1/everify/simulator/status', { session: k.admin, body });
  const open = async (ssn: string) => {
    const { applicant, recordId } = await k.hire(ssn);
    const res = await k.call('POST', '/api/v1/everify', { session: k.admin, body: { ApplicantId: applicant.applicant_id, SigRequestId: recordId } });
    expect(res.status).toBe(201);
    return res.body as CaseBody;
  };
  const simRows = (caseId: number) => countRows(k.ds, 'everify_sim_cases', `client_reference = 'attest-case-${caseId}'`);
  const events = async (caseId: number) =>
    ((await k.ds.query('SELECT kind, event, detail FROM everify_case_events WHERE case_id = ? ORDER BY id', [caseId])) as { kind: string; event: string; detail: string | null }[]).map((e) => `${e.kind}:${e.event}:${e.detail ?? ''}`);

  beforeAll(async () => {
    k = await startEverify();
  }, 90_000);
  afterAll(async () => k?.close());

  it('a case created while E-Verify is down waits, is retried with backoff, outlives a worker closed mid-retry, and is opened once', async () => {
    expect((await simulator({ down: true })).body).toMatchObject({ down: true, customer_down: true });
    const c = await open('823456789');
    expect(c).toMatchObject({ status: 'SUBMITTED', awaiting_service: true });
    const first = await k.startWorker();
    const waiting = await k.waitForCase(c.id, (x) => x.last_error === 'everify_unavailable' && x.status === 'SUBMITTED');
    expect(waiting).toMatchObject({ awaiting_service: true, case_number: null, allowed_actions: [] });
    // The job is retrying (delayed for its backoff) when its worker stops.
    const [{ job_id: jobId }] = (await k.ds.query('SELECT job_id FROM everify_cases WHERE id = ?', [c.id])) as { job_id: string }[];
    const queue = k.t.app.get<JobQueue>(JOB_QUEUE);
    await waitUntil(async () => ((await queue.getJob(QueueName.Everify, jobId))?.attemptsMade ?? 0) >= 2);
    await first.close();
    expect((await queue.getJob(QueueName.Everify, jobId))?.state).toMatch(/delayed|waiting/);
    expect(await simRows(c.id)).toBe(0);
    expect((await simulator({ down: false })).body.down).toBe(false);
    current = await k.startWorker();
    const done = await k.waitForCase(c.id, (x) => x.status === 'CLOSED');
    expect(done).toMatchObject({ awaiting_service: false, last_error: null, closure_statement: 'EMPLOYEE_CONTINUES_WORKING_AFTER_EA' });
    expect(await simRows(c.id)).toBe(1);
    const history = await events(c.id);
    expect(history.filter((e) => e.startsWith('change:OPENED'))).toHaveLength(1);
    // One failure row for the outage, however many tries.
    expect(history.filter((e) => e === 'error:SUBMIT:everify_unavailable')).toHaveLength(1);
  });

  it('an answer lost after E-Verify opened the case (a time-out, a worker dying before its commit) never opens a second case', async () => {
    expect((await simulator({ lose_answers: 1 })).body.lose_answers).toBe(1);
    const c = await open('623456780');
    const done = await k.waitForCase(c.id, (x) => x.status === 'CLOSED');
    expect(await simRows(c.id)).toBe(1);
    const [sim] = (await k.ds.query('SELECT case_number FROM everify_sim_cases WHERE client_reference = ?', [`attest-case-${c.id}`])) as { case_number: string }[];
    expect(done.case_number).toBe(sim.case_number);
    expect(await events(c.id)).toEqual(expect.arrayContaining(['error:SUBMIT:everify_unavailable', `change:OPENED:${sim.case_number}`]));
    expect((await simulator({})).body.lose_answers).toBe(0);
  });

  it('records the outage as the reason for delay when the case became late while E-Verify was down', async () => {
    await simulator({ down: true });
    const c = await open('133456789');
    expect(c.reason_for_delay).toBeNull();
    await k.waitForCase(c.id, (x) => x.last_error === 'everify_unavailable');
    // Days pass during the outage: the case is now past its due date (3 business days after the first day).
    await k.ds.query('UPDATE everify_cases SET first_day_of_employment = ?, case_due = ? WHERE id = ?', [daysAgo(20), daysAgo(15), c.id]);
    await simulator({ down: false });
    const done = await k.waitForCase(c.id, (x) => x.status === 'CLOSED');
    expect(done).toMatchObject({ reason_for_delay: 'TECHNICAL_PROBLEMS', reason_for_delay_auto: true });
    expect(await events(c.id)).toContain('change:REASON_FOR_DELAY:TECHNICAL_PROBLEMS');
  });

  it('an employer action waits for E-Verify (no other action meanwhile) and a lost answer is recovered from the status', async () => {
    const c = await open('233451111');
    await k.waitForCase(c.id, (x) => x.status === 'SSA_TNC');
    await simulator({ down: true });
    const notified = await k.call('POST', `/api/v1/everify/${c.id}/notified`, { session: k.compliance });
    expect(notified.body).toMatchObject({ awaiting_service: true, pending_action: 'NOTIFY_EMPLOYEE', status: 'SSA_TNC', employee_notified_at: null });
    expect((await k.call('POST', `/api/v1/everify/${c.id}/noncontest`, { session: k.compliance })).body).toMatchObject({ statusCode: 409, messageKey: 'everify_case_awaiting_service' });
    await k.waitForCase(c.id, (x) => x.last_error === 'everify_unavailable');
    await simulator({ down: false });
    await k.waitForCase(c.id, (x) => !!x.employee_notified_at && !x.awaiting_service);
    // E-Verify refers the case, then the answer is lost: the retry is refused (already referred) and recovered.
    await simulator({ lose_answers: 1 });
    expect((await k.call('POST', `/api/v1/everify/${c.id}/referral`, { session: k.compliance })).status).toBe(200);
    const referred = await k.waitForCase(c.id, (x) => x.status === 'REFERRED' && !x.awaiting_service);
    expect(referred.last_error).toBeNull();
    expect(await events(c.id)).toEqual(expect.arrayContaining(['request:REFER:', 'error:REFER:everify_unavailable', 'change:REFER:']));
  });

  it('a refresh round gives a case whose job waits out a long backoff one try now, once E-Verify is back', async () => {
    await simulator({ down: true });
    const c = await open('433456789');
    const [{ job_id: jobId }] = (await k.ds.query('SELECT job_id FROM everify_cases WHERE id = ?', [c.id])) as { job_id: string }[];
    const queue = k.t.app.get<JobQueue>(JOB_QUEUE);
    // After 5 failed tries the next one is 4 s away (250 ms doubling).
    await waitUntil(async () => {
      const job = await queue.getJob(QueueName.Everify, jobId);
      return (job?.attemptsMade ?? 0) >= 5 && job?.state === 'delayed';
    });
    await simulator({ down: false });
    const ctx = { jobId: 'test-round', attempt: 1, reportProgress: async () => undefined };
    // This case (one try) and the referred case of the test before (a waiting status): both queued.
    expect(await k.t.app.get(RefreshEverifyCasesProcessor).handle({ customerId: ACME, version: 1, round: 777 }, ctx)).toEqual({ queued: 2, busy: 0 });
    await k.waitForCase(c.id, (x) => x.status === 'CLOSED');
    expect((await queue.getJob(QueueName.Everify, `everify-case-${c.id}-r777-probe`))?.state).toBe('completed');
    expect((await queue.getJob(QueueName.Everify, jobId))?.state).toBe('delayed');
    expect(await simRows(c.id)).toBe(1);
  });

  it('a case whose job was lost is sent by the next refresh round', async () => {
    await simulator({ down: true });
    const c = await open('333456789');
    await k.waitForCase(c.id, (x) => x.last_error === 'everify_unavailable');
    const [{ job_id: jobId }] = (await k.ds.query('SELECT job_id FROM everify_cases WHERE id = ?', [c.id])) as { job_id: string }[];
    await current.close();
    // The job disappears from Redis (an operator flushed it, retries ran out ...).
    const connection = new IORedis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
    const raw = new Queue(QueueName.Everify, { connection, prefix: k.t.config.queuePrefix });
    try {
      await (await raw.getJob(jobId))?.remove();
      expect(await raw.getJob(jobId)).toBeUndefined();
    } finally {
      await raw.close();
      await connection.quit();
    }
    await simulator({ down: false });
    current = await k.startWorker();
    expect(await k.t.app.get(EverifyScheduler).enqueueRound(Date.now() + 3_600_000)).toBeGreaterThanOrEqual(1);
    await k.waitForCase(c.id, (x) => x.status === 'CLOSED');
    expect(await simRows(c.id)).toBe(1);
  });
});

async function waitUntil(test: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > deadline) {
      throw new Error('timed out');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
