import type { PoolConnection } from 'mysql2/promise';
import { createConnection } from 'mysql2/promise';
import { JOB_QUEUE, QueueName, type JobQueue, type JobState } from '@attest/platform';
import { spawnWorker, type WorkerProcess } from '@attest/platform/testing';
import { countRows } from '../../__tests__/compliance-test-app';
import { ACME, startEverify, type CaseBody, type EverifyKit } from './everify-test-kit';

jest.setTimeout(240_000);

/**
 * Issue 13, "exactly once (kill the worker during the retry too)": the standalone worker runs as a real child
 * process and is killed with SIGKILL (no shutdown hook, no lock released, no transaction committed) while its
 * E-Verify jobs wait out their backoff, and while a submission E-Verify has already carried out is still in
 * flight. A new worker process takes over; every case reaches E-Verify exactly once and none is lost.
 */
describe('E-Verify: the worker process killed mid-retry', () => {
  let k: EverifyKit;
  const workers: WorkerProcess[] = [];
  let queue: JobQueue;

  const simulator = (body: Record<string, unknown>) => k.call('PUT', '/api/v1/everify/simulator/status', { session: k.admin, body });
  const open = async (ssn: string): Promise<CaseBody> => {
    const { applicant, recordId } = await k.hire(ssn);
    const res = await k.call('POST', '/api/v1/everify', { session: k.admin, body: { ApplicantId: applicant.applicant_id, SigRequestId: recordId } });
    expect(res.status).toBe(201);
    return res.body as CaseBody;
  };
  const startWorker = async () => {
    const w = await spawnWorker(k.t.config);
    workers.push(w);
    return w;
  };
  const jobOf = async (caseId: number) => {
    const [{ job_id: jobId }] = (await k.ds.query('SELECT job_id FROM everify_cases WHERE id = ?', [caseId])) as { job_id: string }[];
    return queue.getJob(QueueName.Everify, jobId);
  };
  const read = async (caseId: number) => (await k.call('GET', `/api/v1/everify/${caseId}`, { session: k.admin })).body as CaseBody;

  /** What E-Verify (the simulator) holds and what we recorded: one case per I-9 and per SSN, one opening. */
  async function expectOpenedOnce(c: CaseBody, ssn: string): Promise<void> {
    const done = await read(c.id);
    const sims = (await k.ds.query('SELECT case_number, client_reference FROM everify_sim_cases WHERE customer_id = ? AND ssn_last4 = ?', [ACME, ssn.slice(5)])) as {
      case_number: string;
      client_reference: string;
    }[];
    expect(sims).toEqual([{ case_number: done.case_number, client_reference: `attest-case-${c.id}` }]);
    expect(done).toMatchObject({ status: 'CLOSED', awaiting_service: false, pending_action: null, last_error: null, closure_statement: 'EMPLOYEE_CONTINUES_WORKING_AFTER_EA' });
    const events = (await k.ds.query('SELECT kind, event, detail FROM everify_case_events WHERE case_id = ? ORDER BY id', [c.id])) as { kind: string; event: string; detail: string | null }[];
    expect(events.filter((e) => e.event === 'OPENED')).toEqual([{ kind: 'change', event: 'OPENED', detail: done.case_number }]);
    expect(events.filter((e) => e.kind === 'change' && e.event === 'SUBMIT')).toHaveLength(1);
  }

  /** Polls until every case holds `test` (a worker taking over a killed one's active job waits for BullMQ's stalled check). */
  async function waitForAll(cases: CaseBody[], test: (c: CaseBody) => boolean, ms: number): Promise<CaseBody[]> {
    const deadline = Date.now() + ms;
    for (;;) {
      const now = await Promise.all(cases.map((c) => read(c.id)));
      if (now.every(test)) {
        return now;
      }
      if (Date.now() > deadline) {
        throw new Error(`cases not there: ${JSON.stringify(now.map((c) => ({ id: c.id, status: c.status, awaiting: c.awaiting_service, error: c.last_error })))}\n${workers.map((w) => w.output().slice(-3000)).join('\n---\n')}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  const states = async (cases: CaseBody[]): Promise<(JobState | undefined)[]> => Promise.all(cases.map(async (c) => (await jobOf(c.id))?.state));

  beforeAll(async () => {
    k = await startEverify();
    queue = k.t.app.get<JobQueue>(JOB_QUEUE);
  }, 90_000);
  // Each test starts from no worker process at all.
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.kill('SIGKILL')));
    await k?.close();
  });

  it('killed while its jobs wait out their backoff: a new worker process opens every case once', async () => {
    await simulator({ down: true });
    const ssns = ['823456781', '823456782', '823456783'];
    const cases = await Promise.all(ssns.map((s) => open(s)));
    const first = await startWorker();
    // Each job has failed twice and waits for its next try.
    await waitFor(async () => (await Promise.all(cases.map((c) => jobOf(c.id)))).every((j) => (j?.attemptsMade ?? 0) >= 2));
    await waitForAll(cases, (c) => c.last_error === 'everify_unavailable' && c.awaiting_service === true && c.case_number === null, 15_000);
    await first.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    // Nothing was sent, nothing was lost: the jobs are still there, waiting for a worker.
    expect((await states(cases)).every((s) => s === 'delayed' || s === 'waiting' || s === 'active')).toBe(true);
    expect(await countRows(k.ds, 'everify_sim_cases')).toBe(0);

    await simulator({ down: false });
    await startWorker();
    await waitForAll(cases, (c) => c.status === 'CLOSED', 90_000);
    for (const [i, c] of cases.entries()) {
      await expectOpenedOnce(c, ssns[i]);
    }
  });

  it('killed after E-Verify opened the cases but before the worker committed them: a new worker process opens none twice', async () => {
    // The outage is the simulator's global switch: ACME's own settings row (written here) stays free for the lock below.
    expect((await simulator({ lose_answers: 0 })).body).toMatchObject({ down: false, lose_answers: 0 });
    expect((await simulator({ scope: 'global', down: true })).body).toMatchObject({ down: true, global_down: true, customer_down: false });
    const ssns = ['723456784', '723456785'];
    const cases = await Promise.all(ssns.map((s) => open(s)));
    const first = await startWorker();
    await waitForAll(cases, (c) => c.last_error === 'everify_unavailable', 15_000);
    // Another session holds ACME's simulator settings row: once E-Verify is back, the simulator opens each case and
    // commits it, then waits to hand back its answer, so the job is active with E-Verify's case open and ours not.
    const blocker = await lockSimulatorSettings(k.t.config.databaseUrl ?? '');
    try {
      expect((await simulator({ scope: 'global', down: false })).body.down).toBe(false);
      await waitFor(async () => (await countRows(k.ds, 'everify_sim_cases', "client_reference LIKE 'attest-case-%' AND ssn_last4 IN ('6784', '6785')")) === 2, 30_000);
      expect(await states(cases)).toEqual(['active', 'active']);
      await first.kill('SIGKILL');
    } finally {
      await blocker.release();
    }
    // The killed worker's transaction is gone: the cases still owe their submission.
    expect((await Promise.all(cases.map((c) => read(c.id)))).map((c) => [c.status, c.case_number, c.awaiting_service])).toEqual([
      ['SUBMITTED', null, true],
      ['SUBMITTED', null, true],
    ]);

    await startWorker();
    await waitForAll(cases, (c) => c.status === 'CLOSED', 120_000);
    for (const [i, c] of cases.entries()) {
      await expectOpenedOnce(c, ssns[i]);
    }
  });
});

/** A second MariaDB session holding ACME's simulator settings row (FOR UPDATE) until release(). */
async function lockSimulatorSettings(databaseUrl: string): Promise<{ release(): Promise<void> }> {
  const conn = (await createConnection(databaseUrl)) as unknown as PoolConnection;
  await conn.beginTransaction();
  const release = async () => {
    await conn.rollback();
    await conn.end();
  };
  const [rows] = await conn.query('SELECT id FROM everify_sim_settings WHERE customer_id = ? FOR UPDATE', [ACME]);
  if ((rows as unknown[]).length !== 1) {
    await release();
    throw new Error('ACME has no simulator settings row to hold');
  }
  return { release };
}

async function waitFor(test: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > deadline) {
      throw new Error('timed out');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
