// E-Verify cases through the queue (issue 13): `cases` completed I-9s (applicants and cases by raw inserts, the
// signed, encrypted I-9 sections through the records services) are queued as sync jobs and sent by the standalone
// worker (services/worker/dist/main.js, a child process) through BullMQ to the simulator; the figure is the time
// from the first add until every case has E-Verify's case number. Against it: the same simulator calls (look-up by
// client reference, then submit) made directly from this process, no queue, with the processor's concurrency.
// Reads the SWC build in services/*/dist; reports only.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import IORedis from 'ioredis';
import { startNode, stopChild } from '../../services/server/bench/procs.mjs';
import { createDatabase, dbUrl, dropDatabase, withConnection } from '../../services/server/bench/seed.mjs';

const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), '../..');
const require = createRequire(import.meta.url);
const dist = (pkg, file = 'index.js') => require(path.join(root, 'services', pkg, 'dist', file));
const REDIS_URL = 'redis://127.0.0.1:6379';
const QUEUED = 1;
const DIRECT = 2;
const round1 = (n) => Math.round(n * 10) / 10;

/** Valid, distinct SSNs whose last four avoid the simulator's personas (1111 ... 9999 give mismatches). */
const ssnOf = (i) => {
  let serial = 1001 + i;
  serial += Math.floor(serial / 1111);
  return `${String(123 + Math.floor(i / 8000)).padStart(3, '0')}45${String(serial % 10_000).padStart(4, '0')}`;
};

/** Applicants and their signed I-9s (Section 1 with the SSN, Section 2 with a U.S. passport), then one SUBMITTED case each. */
async function seed(ds, database, cases, log) {
  const { ApplicantEntity } = dist('applicant');
  const { TrailService } = dist('compliance');
  const { I9RecordsService } = dist('compliance', 'records/i9-records.service.js');
  const { RevisionsService } = dist('compliance', 'records/revisions.service.js');
  const { lockRecord } = dist('compliance', 'records/record-lock.js');
  const actor = { party: 'user', id: 1, name: 'Bench Officer', actingUserId: null, ip: null };
  const today = new Date().toISOString().slice(0, 10);
  const started = performance.now();
  await withConnection(database, async (c) => {
    const rows = Array.from({ length: cases }, (_, i) => [QUEUED, `hire${i}@bench.test`, 'Bench', `Hire${String.fromCharCode(97 + (i % 26))}`, 1, new Date(), new Date(), 1]);
    await c.query('INSERT INTO applicants (customer_id, email, first_name, last_name, verified, date_registered, last_updated, location_id) VALUES ?', [rows]);
  });
  const applicants = await ds.getRepository(ApplicantEntity).find({ where: { customer_id: QUEUED }, order: { applicant_id: 'ASC' } });
  const revisions = new RevisionsService();
  const records = new I9RecordsService(ds, new TrailService(ds), revisions);
  const caseRows = [];
  for (const [i, applicant] of applicants.entries()) {
    const recordId = await records.ensureCurrent(applicant, actor);
    await ds.transaction(async (m) => {
      const record = await lockRecord(m, QUEUED, recordId);
      await revisions.insertSigned(m, record, 'section1', section1(applicant, ssnOf(i)), actor, `${applicant.first_name} ${applicant.last_name}`);
      await revisions.insertSigned(m, record, 'section2', section2(today), actor, actor.name);
    });
    caseRows.push([QUEUED, 1, applicant.applicant_id, recordId, 'SUBMITTED', 'SUBMIT', 1, today, 1, new Date(), new Date(), new Date(), 1]);
  }
  await withConnection(database, (c) =>
    c.query('INSERT INTO everify_cases (customer_id, location_id, applicant_id, i9_record_id, status, pending_action, awaiting_service, first_day_of_employment, created_by, submitted_at, created_at, updated_at, version) VALUES ?', [caseRows]),
  );
  log?.(`E-Verify queue: seeded ${cases} completed I-9s and cases in ${round1((performance.now() - started) / 1000)} s`);
}

const section1 = (a, ssn) => ({
  i9_last_name: a.last_name, i9_first_name: a.first_name, i9_middle_initial: null, i9_no_middle_name: true, i9_other_last_names: null,
  i9_address1: '1 Main Street', i9_address2: null, i9_city: 'Helena', i9_state: 'MT', i9_zip: '59601',
  i9_dob: '1990-12-10', i9_ssn: ssn, i9_no_ssn: false, i9_email: a.email, i9_phone: null,
  attest_type: 1, uscis_number: null, work_auth_until_date: null, form_i94_num: null, foreign_passport_num: null, foreign_country: null,
  i9_additional_info: null, i9_use_preparer: false, preparers: [],
});

const section2 = (firstDay) => ({
  documents: [{ list: 'A', document_type: 'US_PASSPORT', document_title: 'U.S. Passport', issuing_authority: 'U.S. Department of State', document_number: 'X12345678', expiration_date: '2033-05-01' }],
  first_day_of_employment: firstDay, additional_info: null, alt_procedure_used: false,
  employer_last_name: 'Officer', employer_first_name: 'Bench', employer_title: 'HR Manager',
  business_name: 'Bench Staffing', business_address: '5 Market Street', business_city: 'Helena', business_state: 'MT', business_zip: '59601',
});

/** `lanes` loops at once over `items`, like a worker's concurrency. */
async function inLanes(items, lanes, fn) {
  let next = 0;
  await Promise.all(Array.from({ length: lanes }, async () => {
    while (next < items.length) {
      const item = items[next++];
      await fn(item);
    }
  }));
}

/** The simulator called directly: for each case, the look-up by client reference and the submission the sync job makes. */
async function direct(ds, lanes) {
  const { caseRepo } = dist('compliance', 'everify/cases/case-store.js');
  const { caseInput, EverifyCaseSource } = dist('compliance', 'everify/cases/case-source.js');
  const { RevisionsService } = dist('compliance', 'records/revisions.service.js');
  const { EverifySimulatorService } = dist('compliance', 'everify/simulator/everify-simulator.service.js');
  const { SimulatorSettingsService } = dist('compliance', 'everify/simulator/simulator-settings.service.js');
  const source = new EverifyCaseSource(new RevisionsService());
  const inputs = [];
  for (const c of await caseRepo(ds).find(QUEUED, {})) {
    const signed = await ds.transaction((m) => source.forCase(m, c));
    // Another customer of the simulator: its cases (and duplicate checks) are apart from the queued run's.
    inputs.push({ ...caseInput(c, signed), clientReference: `direct-${c.id}` });
  }
  const sim = new EverifySimulatorService(ds, new SimulatorSettingsService(ds));
  const started = performance.now();
  await inLanes(inputs, lanes, async (input) => {
    if (!(await sim.findByReference(DIRECT, input.clientReference))) {
      await sim.submit(DIRECT, input);
    }
  });
  return { cases: inputs.length, seconds: (performance.now() - started) / 1000 };
}

/** Queues one sync job per case (the dispatcher's job id and retries) and waits until every case has its case number. */
async function queued(ds, database, prefix, cases, timeoutMs = 10 * 60_000) {
  const { BullMqJobQueue, QueueName } = dist('platform');
  const { SYNC_EVERIFY_CASE_JOB, syncJobId } = dist('compliance', 'everify/jobs/sync-everify-case.job.js');
  const ids = (await ds.query('SELECT id FROM everify_cases WHERE customer_id = ? ORDER BY id', [QUEUED])).map((r) => Number(r.id));
  const queue = new BullMqJobQueue({ redisUrl: REDIS_URL, prefix });
  const count = async () => Number((await ds.query('SELECT COUNT(*) AS n FROM everify_cases WHERE customer_id = ? AND case_number IS NOT NULL', [QUEUED]))[0].n);
  try {
    const started = performance.now();
    for (const caseId of ids) {
      await queue.add(QueueName.Everify, SYNC_EVERIFY_CASE_JOB, { customerId: QUEUED, version: 1, caseId }, { jobId: syncJobId(caseId, 'v1'), attempts: 12, backoffMs: 10_000 });
    }
    const enqueueSeconds = (performance.now() - started) / 1000;
    while ((await count()) < cases) {
      if (performance.now() - started > timeoutMs) {
        throw new Error(`E-Verify queue: ${await count()} of ${cases} cases sent after ${timeoutMs / 1000} s`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    return { cases, seconds: (performance.now() - started) / 1000, enqueueSeconds };
  } finally {
    await queue.close();
  }
}

export async function benchEverifyQueue({ cases = 500, log } = {}) {
  const stamp = `${Date.now()}_${process.pid}`;
  const database = `attest_bench_everify_${stamp}`;
  const prefix = `attest-bench-everify-${stamp}`;
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attest-bench-everify-'));
  const key = randomBytes(32);
  let worker;
  let ds;
  await createDatabase(database);
  try {
    const env = { DATABASE_URL: dbUrl(database), REDIS_URL, QUEUE_PREFIX: prefix, ATTEST_VAR_DIR: varDir, ENCRYPTION_KEY: key.toString('hex'), NODE_ENV: 'production' };
    log?.('E-Verify queue: starting the standalone worker (it migrates the database)');
    worker = await startNode('worker', path.join(root, 'services/worker/dist/main.js'), env, 'Consuming ');
    const { configureFieldCipher, createDataSource, mergeDataParts, platformDataParts } = dist('platform');
    configureFieldCipher(key);
    ds = createDataSource({ databaseUrl: env.DATABASE_URL }, mergeDataParts(platformDataParts, dist('applicant').applicantDataParts, dist('compliance').complianceDataParts));
    await ds.initialize();
    await seed(ds, database, cases, log);
    const lanes = dist('compliance', 'everify/jobs/sync-everify-case.processor.js').SyncEverifyCaseProcessor.prototype.concurrency ?? 4;
    const bare = await direct(ds, lanes);
    log?.(`E-Verify queue: ${bare.cases} direct simulator submissions in ${round1(bare.seconds)} s`);
    const viaQueue = await queued(ds, database, prefix, cases);
    log?.(`E-Verify queue: ${viaQueue.cases} cases through the queue in ${round1(viaQueue.seconds)} s`);
    const [{ n: simCases }] = await ds.query('SELECT COUNT(*) AS n FROM everify_sim_cases WHERE customer_id = ?', [QUEUED]);
    const [{ n: references }] = await ds.query('SELECT COUNT(DISTINCT client_reference) AS n FROM everify_sim_cases WHERE customer_id = ?', [QUEUED]);
    const states = await ds.query('SELECT status, COUNT(*) AS n FROM everify_cases WHERE customer_id = ? GROUP BY status', [QUEUED]);
    return {
      cases,
      lanes,
      queued: { seconds: round1(viaQueue.seconds), enqueueSeconds: round1(viaQueue.enqueueSeconds), casesPerSecond: round1(cases / viaQueue.seconds) },
      direct: { seconds: round1(bare.seconds), casesPerSecond: round1(bare.cases / bare.seconds) },
      ratio: Math.round((bare.seconds / viaQueue.seconds) * 1000) / 1000,
      simulatorCases: Number(simCases),
      distinctReferences: Number(references),
      states: Object.fromEntries(states.map((s) => [s.status, Number(s.n)])),
    };
  } finally {
    await ds?.destroy().catch(() => undefined);
    await stopChild(worker);
    const redis = new IORedis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) {
      await redis.del(...keys);
    }
    await redis.quit();
    await dropDatabase(database).catch((err) => log?.(`could not drop ${database}: ${err.message}`));
    fs.rmSync(varDir, { recursive: true, force: true });
  }
}

export function everifyQueueReport(r, step = 8) {
  return [
    `${step}. E-Verify cases through the queue: ${r.cases} completed I-9s sent by the standalone worker (BullMQ, ${r.lanes} at a time) to the simulator`,
    `  through the queue: ${r.queued.casesPerSecond} cases/s (${r.queued.seconds} s from the first add to the last case number; adds took ${r.queued.enqueueSeconds} s)`,
    `  simulator called directly (look-up + submit, ${r.lanes} lanes, no queue): ${r.direct.casesPerSecond} cases/s (${r.direct.seconds} s)`,
    `  queue / direct throughput: ${(r.ratio * 100).toFixed(1)} %   E-Verify cases opened ${r.simulatorCases} for ${r.distinctReferences} references; our cases ${JSON.stringify(r.states)}`,
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === here) {
  // Run alone: `node infra/scripts/bench-everify-queue.mjs [cases]` (after the services are built).
  const result = await benchEverifyQueue({ cases: Number(process.argv[2] ?? 500), log: (m) => console.log(`[bench] ${m}`) });
  console.log(everifyQueueReport(result).join('\n'));
}
