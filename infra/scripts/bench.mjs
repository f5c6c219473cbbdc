// `npm run bench`: builds the services, then measures (1) GET applicant throughput/latency on the real
// server against a bare Fastify + mysql2 handler doing the same reads, and (2) the applicant export's
// rows/s and the server's memory on 100,000 applicants, and (in process) signed-PDF and Form I-9 PDF renders/s,
// and (6) the first load: compressed JavaScript of the login page and of each remote's first route, React copies,
// (7) the EAD revocation matcher, (8) E-Verify cases/s through the queue against direct simulator calls,
// (9) the staff applicant list query at 1M applicants against the same SQL bare,
// (10) bulk CSV upload rows/s for 10,000 rows through the job against a bare multi-row INSERT.
// Reports only; it asserts nothing about timings. `npm run bench -- <step> ...` runs only the named steps
// (11) bulk transfer of 200 templates between two customers through the transfers queue, and its no-change re-run.
// (12) form builder operations on the 200-field template: server save path and client reducer (median ms).
// (13) the applicant's job search on 100,000 postings with distance and keyword filters against the same filter in bare SQL.
// (pdf, revocations, api, export, form, first-load, everify-queue, applicant-list, bulk-upload, bulk-transfer, form-builder, job-search).
// Throwaway databases and child processes are removed on the way out, even on failure.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { applicantListReport, benchApplicantList } from './bench-applicant-list.mjs';
import { benchBulkUpload, bulkUploadReport } from './bench-bulk-upload.mjs';
import { benchBulkTransfer, bulkTransferReport } from './bench-bulk-transfer.mjs';
import { benchFormBuilder, formBuilderReport } from './bench-form-builder.mjs';
import { firstLoadReport, measureFirstLoad } from './bench-first-load.mjs';
import { benchEverifyQueue, everifyQueueReport } from './bench-everify-queue.mjs';
import { benchRevocations, revocationsReport } from './bench-revocations.mjs';
import { benchJobSearch, jobSearchReport } from './bench-job-search.mjs';
import { ensureBuilt } from './lib.mjs';
import { benchFormRender } from '../../services/server/bench/form-render.mjs';
import { benchI9PdfRender } from '../../services/server/bench/i9-pdf-render.mjs';
import { runLoad } from '../../services/server/bench/load.mjs';
import { benchSignedPdfRender } from '../../services/server/bench/signed-pdf-render.mjs';
import { freePort, postJson, rssKb, sampleRss, startNode, stopAll, stopChild } from '../../services/server/bench/procs.mjs';
import { createDatabase, dbUrl, dropDatabase, seedApplicants, withConnection } from '../../services/server/bench/seed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_MAIN = path.join(root, 'services/server/dist/main.js');
const BARE_MAIN = path.join(root, 'services/server/bench/bare-server.mjs');
const EXPORT_ROWS = 100_000;
const EXPORT_TIMEOUT_MS = 10 * 60_000;
const STAFF = { customer_code: 'acme', email: 'admin@acme.test', password: 'Attest-admin-2026' };
const DEMO_APPLICANT_EMAIL = 'demo.applicant@acme.test';
const DEMO_APPLICANT = { email: DEMO_APPLICANT_EMAIL, password: 'Attest-demo-2026' };

const stamp = `${Date.now()}_${process.pid}`;
const STEPS = ['pdf', 'revocations', 'api', 'export', 'form', 'first-load', 'everify-queue', 'applicant-list', 'bulk-upload', 'bulk-transfer', 'form-builder', 'job-search'];
const only = process.argv.slice(2);
const unknownSteps = only.filter((s) => !STEPS.includes(s));
if (unknownSteps.length) {
  console.error(`[bench] unknown step(s) ${unknownSteps.join(', ')}; steps: ${STEPS.join(', ')}`);
  process.exit(2);
}
const wants = (step) => only.length === 0 || only.includes(step);
const databases = [];
const tmpDirs = [];
let socket;

function log(msg) {
  console.log(`[bench] ${msg}`);
}

async function freshDatabase(kind) {
  const name = `attest_bench_${kind}_${stamp}`;
  databases.push(name);
  await createDatabase(name);
  return name;
}

async function startRealServer(database) {
  const port = await freePort();
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attest-bench-'));
  tmpDirs.push(varDir);
  const child = await startNode('real server', SERVER_MAIN, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: dbUrl(database),
    REDIS_URL: 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `attest-bench-${database}`,
    ATTEST_VAR_DIR: varDir,
    SEED_DEMO: 'true',
    // The 200-field form the form step measures is a test fixture, not demo content.
    SEED_FIXTURES: 'true',
    NODE_ENV: 'production',
  }, 'Attest is running at');
  return { child, base: `http://127.0.0.1:${port}` };
}

async function loginStaff(base) {
  const session = await postJson(base, '/api/v1/login', STAFF);
  return {
    customerId: session.customer_id,
    headers: {
      authorization: `Basic ${session.access_token}`,
      'x-requested-by-party': 'user',
      'x-request-customer-id': String(session.customer_id),
    },
  };
}

async function benchApi() {
  const database = await freshDatabase('api');
  log(`API: starting the real server on database ${database}`);
  const real = await startRealServer(database);
  const { customerId, headers } = await loginStaff(real.base);
  const applicantId = await withConnection(database, async (c) => {
    const [rows] = await c.query('SELECT applicant_id FROM applicants WHERE customer_id = ? AND email = ?', [customerId, DEMO_APPLICANT_EMAIL]);
    return rows[0].applicant_id;
  });
  const apiPath = `/api/v2/customers/${customerId}/applicants/${applicantId}`;
  const probe = await fetch(real.base + apiPath, { headers });
  log(`API: probe on the real server -> ${probe.status}`);
  await probe.text();
  log(`API: loading the real server (${apiPath})`);
  const realResult = await runLoad({ url: real.base + apiPath, headers });
  await stopChild(real.child);

  const barePort = await freePort();
  log('API: starting the bare Fastify + mysql2 server on the same database');
  const bare = await startNode('bare server', BARE_MAIN, { PORT: String(barePort), DATABASE_URL: dbUrl(database) }, 'bare server listening');
  const bareBase = `http://127.0.0.1:${barePort}`;
  const bareProbe = await fetch(bareBase + apiPath, { headers });
  log(`API: probe on the bare server -> ${bareProbe.status}`);
  await bareProbe.text();
  log('API: loading the bare server');
  const bareResult = await runLoad({ url: bareBase + apiPath, headers });
  await stopChild(bare);
  return { path: '/api/v2/customers/{customerId}/applicants/{applicantId}', real: realResult, bare: bareResult };
}

async function countLines(url, headers) {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(120_000) });
  if (!res.ok) throw new Error(`download ${url} -> ${res.status}`);
  let lines = 0;
  let bytes = 0;
  let last = 10;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (let i = 0; i < chunk.length; i += 1) if (chunk[i] === 10) lines += 1;
    last = chunk[chunk.length - 1];
  }
  if (bytes > 0 && last !== 10) lines += 1;
  return { lines, bytes };
}

async function benchExport() {
  const database = await freshDatabase('export');
  log(`export: starting the real server on database ${database} (migrations + demo seed)`);
  const real = await startRealServer(database);
  const { customerId, headers } = await loginStaff(real.base);
  const locationId = await withConnection(database, async (c) => {
    const [rows] = await c.query('SELECT location_id FROM applicants WHERE customer_id = ? AND email = ?', [customerId, DEMO_APPLICANT_EMAIL]);
    return rows[0]?.location_id ?? null;
  });
  log(`export: seeding applicants up to ${EXPORT_ROWS} for customer ${customerId} (batches of 2,000)`);
  const seed = await seedApplicants(database, customerId, locationId, EXPORT_ROWS, 2000);
  log(`export: ${seed.existing} existed, inserted ${seed.inserted} in ${seed.seconds.toFixed(1)} s`);

  socket = io(real.base, { path: '/hub', transports: ['websocket'], reconnection: false, timeout: 10_000 });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  await new Promise((r) => setTimeout(r, 1000)); // let the server settle after the seed before the baseline
  const pid = real.child.pid;
  const baselineKb = rssKb(pid);
  const sampler = sampleRss(pid, 50);
  const started = performance.now();
  const job = await postJson(real.base, '/api/v1/applicants/exportasync', {}, headers);
  const done = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('export did not finish in time')), EXPORT_TIMEOUT_MS);
    socket.on(job.event_name, (payload) => {
      if (payload?.url || payload?.error) {
        clearTimeout(timer);
        payload.url ? resolve({ payload, ms: performance.now() - started }) : reject(new Error(`export failed: ${JSON.stringify(payload)}`));
      }
    });
  });
  const ack = await socket.timeout(10_000).emitWithAck('register', job.event_name);
  if (ack && ack.registered === false) throw new Error('hub refused the registration');
  await postJson(real.base, job.subscription_url, { value: socket.id }, headers);
  const { payload, ms } = await done;
  const { peakKb, samples } = sampler.stop();
  socket.close();
  const file = await countLines(new URL(payload.url, real.base).toString(), headers);
  await stopChild(real.child);
  const seconds = ms / 1000;
  return {
    rows: EXPORT_ROWS,
    seed,
    durationSeconds: Math.round(seconds * 1000) / 1000,
    rowsPerSecond: Math.round(EXPORT_ROWS / seconds),
    rss: { baselineMb: mb(baselineKb), peakMb: mb(peakKb), deltaMb: mb(peakKb - baselineKb), samples, everyMs: 50 },
    file: { filename: payload.filename ?? null, lines: file.lines, expectedLines: EXPORT_ROWS + 1, linesMatch: file.lines === EXPORT_ROWS + 1, bytes: file.bytes },
  };
}

async function benchForm() {
  const database = await freshDatabase('form');
  log(`form: starting the real server on database ${database}`);
  const real = await startRealServer(database);
  const result = await benchFormRender({ base: real.base, applicant: DEMO_APPLICANT, runs: 7, log });
  await stopChild(real.child);
  return result;
}

/** Step 6: budgets are reported PASS/FAIL, never fail the bench; a step that cannot run is reported too. */
async function benchFirstLoad() {
  const database = await freshDatabase('web');
  log(`first load: starting the real server on database ${database}`);
  const real = await startRealServer(database);
  try {
    return await measureFirstLoad({ base: real.base, webRoot: root, staff: { email: STAFF.email, password: STAFF.password }, applicant: DEMO_APPLICANT, log });
  } catch (err) {
    return { error: String(err?.message ?? err) };
  } finally {
    await stopChild(real.child);
  }
}

function mb(kb) {
  return Math.round((kb / 1024) * 10) / 10;
}

function report(results) {
  const row = (name, r) =>
    `  ${name.padEnd(26)} ${String(r.reqPerSec).padStart(9)} req/s   p50 ${String(r.latencyMs.p50).padStart(7)} ms   p99 ${String(r.latencyMs.p99).padStart(7)} ms   (${r.requests} requests, ${r.errors} non-2xx)`;
  const { api, export: ex, form, signedPdf: sp, i9Pdf: i9, firstLoad } = results;
  const header = ['', `Attest bench — ${results.at}, node ${process.version}, ${os.cpus().length} CPUs`, ''];
  if (only.length) {
    // A filtered run reports the steps it ran.
    return [...header, ...(results.revocations ? [...revocationsReport(results.revocations, 7), ''] : []), ...(results.everifyQueue ? [...everifyQueueReport(results.everifyQueue, 8), ''] : []), ...(results.applicantList ? [...applicantListReport(results.applicantList, 9), ''] : []), ...(results.bulkUpload ? [...bulkUploadReport(results.bulkUpload, 10), ''] : []), ...(results.bulkTransfer ? [...bulkTransferReport(results.bulkTransfer, 11), ''] : []), ...(results.formBuilder ? [...formBuilderReport(results.formBuilder, 12), ''] : []), ...(results.jobSearch ? [...jobSearchReport(results.jobSearch, 13), ''] : []), `(steps run: ${only.join(', ')}; figures in the results file)`, ''].join('\n');
  }
  const ratio = api.real.reqPerSec / api.bare.reqPerSec;
  return [
    ...header,
    `1. GET ${api.path}  (concurrency ${api.real.concurrency}, ${api.real.warmupMs / 1000} s warm-up, ${api.real.durationMs / 1000} s measured)`,
    row('real server (NestJS)', api.real),
    row('bare Fastify + mysql2', api.bare),
    `  real / bare throughput: ${(ratio * 100).toFixed(1)} %`,
    '',
    `2. Applicant export, ${ex.rows.toLocaleString('en-US')} applicants`,
    `  duration ${ex.durationSeconds} s  ->  ${ex.rowsPerSecond.toLocaleString('en-US')} rows/s`,
    `  server RSS: baseline ${ex.rss.baselineMb} MB, peak ${ex.rss.peakMb} MB, delta ${ex.rss.deltaMb} MB (${ex.rss.samples} samples every ${ex.rss.everyMs} ms)`,
    `  file: ${ex.file.lines.toLocaleString('en-US')} lines (expected ${ex.file.expectedLines.toLocaleString('en-US')}: ${ex.file.linesMatch ? 'ok' : 'MISMATCH'}), ${(ex.file.bytes / 1024 / 1024).toFixed(1)} MB`,
    '',
    `3. Form engine in Chromium: "${form.form}" (${form.fields} fields, ${form.requiredFields} required, ${form.errorsShown} errors on an empty save), median of ${form.runs} runs after a warm-up`,
    `  render (link click -> all fields on screen, includes the template fetch): ${form.renderMs.median} ms (min ${form.renderMs.min}, max ${form.renderMs.max})`,
    `  validate (Save on the empty form -> every error shown): ${form.validateMs.median} ms (min ${form.validateMs.min}, max ${form.validateMs.max})`,
    '',
    `4. Signed-PDF render (in process, ${sp.documentsPerRender} documents + certificate, drawn signature), ${sp.renders} renders after a warm-up`,
    `  ${sp.rendersPerSecond} renders/s   median ${sp.msPerRender.median} ms   p95 ${sp.msPerRender.p95} ms   max ${sp.msPerRender.max} ms   (${(sp.signedPdfBytes / 1024).toFixed(1)} KB each)`,
    '',
    `5. Form I-9 PDF render (in process, ${i9.pagesPerRender} pages: Sections 1-2, Supplements A and B, audit trail), ${i9.renders} renders after a warm-up`,
    `  ${i9.rendersPerSecond} renders/s   median ${i9.msPerRender.median} ms   p95 ${i9.msPerRender.p95} ms   max ${i9.msPerRender.max} ms   (${(i9.pdfBytes / 1024).toFixed(1)} KB each)`,
    '',
    `6. First load in Chromium (JavaScript compressed with brotli, as the build precompresses it; budgets report, they do not fail)`,
    ...(firstLoad.error ? [`  not measured: ${firstLoad.error.split('\n')[0]}`] : firstLoadReport(firstLoad)),
    '',
    ...revocationsReport(results.revocations, 7),
    '',
    ...everifyQueueReport(results.everifyQueue, 8),
    '',
    ...applicantListReport(results.applicantList, 9),
    '',
    ...bulkUploadReport(results.bulkUpload, 10),
    '',
    ...bulkTransferReport(results.bulkTransfer, 11),
    '',
    ...formBuilderReport(results.formBuilder, 12),
    '',
    ...jobSearchReport(results.jobSearch, 13),
    '',
  ].join('\n');
}

async function cleanup() {
  try {
    socket?.close();
  } catch {
    /* already closed */
  }
  await stopAll();
  for (const db of databases.splice(0)) {
    await dropDatabase(db).catch((err) => console.error(`[bench] could not drop ${db}: ${err.message}`));
  }
  for (const dir of tmpDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    log(`${signal}: cleaning up`);
    void cleanup().finally(() => process.exit(130));
  });
}

let exitCode = 0;
try {
  log('building services');
  execFileSync(process.execPath, [path.join(root, 'infra/scripts/build-services.mjs')], { stdio: 'inherit' });
  const results = { at: new Date().toISOString(), cpus: os.cpus().length, node: process.version };
  if (wants('pdf')) {
    log('signed PDF: rendering in process');
    results.signedPdf = await benchSignedPdfRender({ log });
    log('I-9 PDF: rendering in process');
    results.i9Pdf = await benchI9PdfRender({ log });
  }
  if (wants('revocations')) {
    log('EAD revocations: parsing and matching a 50,000-row report in a child process');
    results.revocations = await benchRevocations({ log });
  }
  if (wants('api')) results.api = await benchApi();
  if (wants('export')) results.export = await benchExport();
  if (wants('form') || wants('first-load')) {
    log('building the web front ends if their sources changed');
    ensureBuilt();
  }
  if (wants('form')) results.form = await benchForm();
  if (wants('first-load')) results.firstLoad = await benchFirstLoad();
  if (wants('everify-queue')) {
    log('E-Verify: 500 cases through the queue and the standalone worker, then the same simulator calls directly');
    results.everifyQueue = await benchEverifyQueue({ cases: 500, log });
  }
  if (wants('applicant-list')) {
    results.applicantList = await benchApplicantList({ startServer: startRealServer, login: loginStaff, freshDatabase, stopChild, log });
  }
  if (wants('bulk-upload')) {
    results.bulkUpload = await benchBulkUpload({ startServer: startRealServer, login: loginStaff, freshDatabase, log });
  }
  if (wants('bulk-transfer')) {
    results.bulkTransfer = await benchBulkTransfer({ startServer: startRealServer, login: loginStaff, freshDatabase, varDir: () => tmpDirs.at(-1), adminEmail: STAFF.email, log });
  }
  if (wants('form-builder')) {
    results.formBuilder = await benchFormBuilder({ root, startServer: startRealServer, login: loginStaff, freshDatabase, withConnection, log });
  }
  if (wants('job-search')) {
    results.jobSearch = await benchJobSearch({ startServer: startRealServer, freshDatabase, stopChild, log });
  }
  const outDir = path.join(root, 'var/bench');
  fs.mkdirSync(outDir, { recursive: true });
  // A filtered run keeps the full run's results file.
  const outFile = path.join(outDir, only.length ? `results-${only.join('-')}.json` : 'results.json');
  fs.writeFileSync(outFile, JSON.stringify(results, null, 2) + '\n');
  console.log(report(results));
  log(`results written to ${path.relative(root, outFile)}`);
  if (results.export && !results.export.file.linesMatch) exitCode = 1;
  if (results.everifyQueue && results.everifyQueue.simulatorCases !== results.everifyQueue.cases) exitCode = 1;
  if (results.bulkUpload && !results.bulkUpload.allCreatedOnce) exitCode = 1;
  if (results.bulkTransfer && !results.bulkTransfer.correct) exitCode = 1;
} catch (err) {
  console.error(`[bench] failed: ${err.stack ?? err}`);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
