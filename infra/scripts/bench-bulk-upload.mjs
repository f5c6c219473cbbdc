// The bulk CSV upload (issue 15, decision 0022): 10,000 valid rows through the real server and its queue (the API
// receives them in chunks of 1,000, the create-bulk-applicants job checks and inserts them 500 per transaction with
// their audit rows), against a bare multi-row INSERT of the very same applicant rows, 500 per transaction through
// mysql2, into a copy of the applicants table (same columns and indexes). Invitations are off: they are their own
// jobs. Reports only; it asserts nothing about timings, but checks every row was created once.
import { postJson, stopChild } from '../../services/server/bench/procs.mjs';
import { withConnection } from '../../services/server/bench/seed.mjs';

const CHUNK = 1000;
const BATCH = 500;

const rowValues = (i) => ({ email: `bulk.${i}@bench.test`, first_name: `First${i}`, last_name: `Bulk${i % 997}`, mobile_phone: `555-${String(100 + (i % 900))}-${String(1000 + (i % 9000))}`, address1: `${i} Main St`, city: 'Austin', state: 'TX', zip: '73301' });

async function waitForDone(database, uploadId, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return withConnection(database, async (c) => {
    for (;;) {
      const [[row]] = await c.query('SELECT status FROM bulk_uploads WHERE upload_id = ?', [uploadId]);
      if (row?.status === 'done') return;
      if (Date.now() > deadline) throw new Error(`upload ${uploadId} not done after ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
}

/** The same values the job inserts (its applicantValues), as a bare multi-row INSERT would send them. */
async function bareInsert(database, customerId, rows) {
  return withConnection(database, async (c) => {
    await c.query('DROP TABLE IF EXISTS bench_bulk_applicants');
    await c.query('CREATE TABLE bench_bulk_applicants LIKE applicants');
    const columns = ['customer_id', 'location_id', 'email', 'first_name', 'middle_name', 'last_name', 'mobile_phone', 'address1', 'city', 'state', 'zip', 'date_registered', 'last_updated', 'active', 'locked', 'verified', 'failed_login_count', 'source', 'application_status', 'current_application_status'];
    const started = performance.now();
    for (let i = 0; i < rows.length; i += BATCH) {
      const now = new Date();
      const values = rows.slice(i, i + BATCH).map((v) => [customerId, null, v.email, v.first_name, null, v.last_name, v.mobile_phone, v.address1, v.city, v.state, v.zip, now, now, 1, 0, 0, 0, 'bulk_upload', 'SIGNUP', 'SIGNUP']);
      await c.beginTransaction();
      await c.query(`INSERT INTO bench_bulk_applicants (${columns.join(', ')}) VALUES ?`, [values]);
      await c.commit();
    }
    const seconds = (performance.now() - started) / 1000;
    const [[{ n }]] = await c.query('SELECT COUNT(*) AS n FROM bench_bulk_applicants');
    await c.query('DROP TABLE bench_bulk_applicants');
    return { seconds, inserted: Number(n) };
  });
}

/** `startServer`, `login`, `freshDatabase`, `stopChild`: bench.mjs's own, so databases and children are cleaned up with the rest. */
export async function benchBulkUpload({ rows: total = 10_000, startServer, login, freshDatabase, log }) {
  const database = await freshDatabase('bulk');
  log(`bulk upload: starting the real server on database ${database} (migrations + demo seed; it consumes the queues)`);
  const real = await startServer(database);
  try {
    const { customerId, headers } = await login(real.base);
    const rows = Array.from({ length: total }, (_, i) => ({ row_no: i + 1, values: rowValues(i + 1) }));
    const upload = await postJson(real.base, '/api/v1/applicants/bulkupload', { send_invitations: false }, headers);
    const sendStarted = performance.now();
    for (let i = 0; i < rows.length; i += CHUNK) {
      await postJson(real.base, `/api/v1/applicants/bulkupload/${upload.upload_id}/rows`, { rows: rows.slice(i, i + CHUNK) }, headers);
    }
    const sendSeconds = (performance.now() - sendStarted) / 1000;
    log(`bulk upload: ${total.toLocaleString('en-US')} rows sent in ${sendSeconds.toFixed(2)} s; starting the job`);
    const jobStarted = performance.now();
    await postJson(real.base, `/api/v1/applicants/bulkupload/${upload.upload_id}/start`, {}, headers);
    await waitForDone(database, upload.upload_id, 10 * 60_000);
    const jobSeconds = (performance.now() - jobStarted) / 1000;
    const created = await withConnection(database, async (c) => {
      const [[a]] = await c.query(`SELECT COUNT(*) AS n FROM applicants WHERE customer_id = ? AND source = 'bulk_upload'`, [customerId]);
      const [[r]] = await c.query(`SELECT COUNT(*) AS n FROM bulk_upload_rows WHERE upload_id = ? AND state = 'created'`, [upload.upload_id]);
      const [[l]] = await c.query(`SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'applicant' AND action = 'create' AND changes LIKE ?`, [`%${upload.upload_id}%`]);
      return { applicants: Number(a.n), rows: Number(r.n), audits: Number(l.n) };
    });
    log(`bulk upload: job done in ${jobSeconds.toFixed(2)} s (${created.applicants} applicants); the bare INSERT of the same rows`);
    const bare = await bareInsert(database, customerId, rows.map((r) => r.values));
    const round = (x) => Math.round(x * 1000) / 1000;
    return {
      rows: total,
      batch: BATCH,
      send: { seconds: round(sendSeconds), rowsPerSecond: Math.round(total / sendSeconds) },
      job: { seconds: round(jobSeconds), rowsPerSecond: Math.round(total / jobSeconds) },
      bare: { seconds: round(bare.seconds), rowsPerSecond: Math.round(total / bare.seconds), inserted: bare.inserted },
      created,
      allCreatedOnce: created.applicants === total && created.rows === total && created.audits === total && bare.inserted === total,
    };
  } finally {
    await stopChild(real.child);
  }
}

export function bulkUploadReport(r, n) {
  if (!r) return [];
  return [
    `${n}. Bulk CSV upload, ${r.rows.toLocaleString('en-US')} valid rows (no invitations), through the real server and its queue against a bare multi-row INSERT (${r.batch} per transaction)`,
    `  rows sent to the API (chunks of ${CHUNK.toLocaleString('en-US')}): ${r.send.seconds} s  ->  ${r.send.rowsPerSecond.toLocaleString('en-US')} rows/s`,
    `  job (start -> done: checks, INSERT, row states, audit): ${r.job.seconds} s  ->  ${r.job.rowsPerSecond.toLocaleString('en-US')} rows/s`,
    `  bare INSERT of the same rows: ${r.bare.seconds} s  ->  ${r.bare.rowsPerSecond.toLocaleString('en-US')} rows/s   (job / bare throughput ${((r.job.rowsPerSecond / r.bare.rowsPerSecond) * 100).toFixed(1)} %)`,
    `  created once: ${r.allCreatedOnce ? 'ok' : 'MISMATCH'} (${r.created.applicants} applicants, ${r.created.rows} rows created, ${r.created.audits} audit rows, ${r.bare.inserted} bare)`,
  ];
}
