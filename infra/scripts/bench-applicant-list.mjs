// The staff applicant list at 1M applicants (issue 15): POST /api/v1/applicants/query through the real server
// (token, permission and location checks, validation, the page and the count) against the very same SQL sent bare
// through a mysql2 pool. The SQL is not retyped here: it is recorded from the built ApplicantSearchService
// (services/applicant/dist) run once per scenario on a TypeORM DataSource, so both sides send identical statements.
// The demo customer is topped up to 1M applicants by multi-row INSERTs (seed.mjs) spread over its locations,
// statuses, three years of registrations and activity. Reports only; it asserts nothing about timings.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mysql from 'mysql2/promise';
import { runCalls, runLoad } from '../../services/server/bench/load.mjs';
import { createDatabase, dbUrl, seedApplicants, withConnection } from '../../services/server/bench/seed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const dist = (pkg, file = 'index.js') => require(path.join(root, 'services', pkg, 'dist', file));

const DAY_MS = 24 * 60 * 60 * 1000;
const SPAN_DAYS = 3 * 365;
const FIRST = ['Maria', 'James', 'Ana', 'John', 'Li', 'Fatima', 'Carlos', 'Emma', 'Noah', 'Olivia', 'Liam', 'Sofia', 'Mateo', 'Aisha', 'Lucas', 'Mia', 'Ethan', 'Zoe', 'Omar', 'Grace'];
const LAST = ['Garcia', 'Smith', 'Nguyen', 'Johnson', 'Lopez', 'Brown', 'Khan', 'Williams', 'Martinez', 'Davis', 'Kim', 'Wilson', 'Patel', 'Moore', 'Chen', 'Taylor', 'Silva', 'Anderson', 'Rossi', 'Thomas'];
const ymd = (d) => d.toISOString().slice(0, 10);

/** Row i: names from small lists (so a name search finds many), a location in turn (every 7 rows, so it does not follow the status), a status (1 in 11 none yet), registered over three years, 1 in 5 never active. */
function listShape(locationIds, statuses) {
  const to = (n, now) => new Date(now.getTime() - n * DAY_MS);
  return {
    columns: ['first_name', 'last_name', 'email', 'mobile_phone', 'date_registered', 'last_activity_date', 'last_updated', 'location_id', 'current_application_status', 'active'],
    row: (i, now) => {
      const registeredDaysAgo = (i * 7919) % SPAN_DAYS;
      const status = i % 11 === 0 ? null : statuses[i % statuses.length];
      return [
        FIRST[i % FIRST.length],
        `${LAST[Math.floor(i / FIRST.length) % LAST.length]}${i % 997}`,
        `list.${i}@bench.test`,
        `555${String(i).padStart(7, '0')}`,
        to(registeredDaysAgo, now),
        i % 5 === 0 ? null : to(Math.max(0, registeredDaysAgo - (i % 30)), now),
        now,
        locationIds[Math.floor(i / 7) % locationIds.length],
        status,
        i % 20 === 0 ? 0 : 1,
      ];
    },
  };
}

function scenarios(locationIds, now) {
  return [
    { name: 'first page (no filter)', body: { take: 25 } },
    {
      name: 'location + status + registered between',
      body: { locations: [locationIds[0]], statuses: ['WORKHIST'], registered_from: ymd(new Date(now - 400 * DAY_MS)), registered_to: ymd(new Date(now - 35 * DAY_MS)), take: 25 },
    },
    { name: 'text search "maria garcia"', body: { term: 'maria garcia', take: 25 } },
    { name: 'text + status, sort by status', body: { term: 'lopez', statuses: ['COMPLETE', 'PRESCREEN'], sort: 'application_status', direction: 'desc', take: 25 } },
    { name: 'text, sort by status', body: { term: 'lopez', sort: 'application_status', take: 25 } },
    { name: 'text + two statuses, sort by last name', body: { term: 'lopez', statuses: ['COMPLETE', 'PRESCREEN'], sort: 'last_name', take: 25 } },
    { name: 'text + registered from', body: { term: 'maria', registered_from: ymd(new Date(now - 200 * DAY_MS)), take: 25 } },
    { name: 'sort by status (no filter)', body: { sort: 'application_status', take: 25 } },
    { name: 'sort by status desc, page 41', body: { sort: 'application_status', direction: 'desc', skip: 1000, take: 25 } },
  ];
}

/** Runs the built search service once on `ds` and returns the statements it sent (the count, then the page). */
async function recordSql(ds, service, auth, body) {
  const sent = [];
  const logger = ds.logger;
  ds.logger = { ...noLogger, logQuery: (query, parameters) => sent.push({ query, parameters: parameters ?? [] }) };
  try {
    const { sort, direction, skip = 0, take, ...filter } = body;
    const answer = await service.query(auth, filter, { sort, direction, skip, take });
    return { sent, total: answer.total, items: answer.items.length };
  } finally {
    ds.logger = logger;
  }
}

/** The recorded statements in the order the service sends them (the count decides how the page is read). */
async function bareCall(pool, statements) {
  for (const s of statements) {
    await pool.query(s.query, s.parameters);
  }
}

const noLogger = { logQuery() {}, logQueryError() {}, logQuerySlow() {}, logSchemaBuild() {}, logMigration() {}, log() {} };

async function explain(pool, statements) {
  const plans = [];
  for (const s of statements) {
    const [rows] = await pool.query(`EXPLAIN ${s.query}`, s.parameters);
    plans.push(rows.map((r) => ({ table: r.table, type: r.type, key: r.key, rows: Number(r.rows), extra: r.Extra })));
  }
  return plans;
}

/**
 * BENCH_LIST_DATABASE=<name> keeps the 1M applicants between runs (seeding takes minutes): the database is created if
 * missing, topped up, migrated by the server as usual, and left in place for EXPLAIN work; drop it by hand when done.
 */
async function keptDatabase(name, log) {
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`BENCH_LIST_DATABASE: ${name} is not a plain database name`);
  const exists = await withConnection(undefined, async (c) => (await c.query('SELECT 1 FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?', [name]))[0].length > 0);
  if (!exists) await createDatabase(name);
  log(`applicant list: ${exists ? 'reusing' : 'created'} database ${name} (BENCH_LIST_DATABASE: kept after the run)`);
  return name;
}

/**
 * `startServer(database)` -> { child, base }, `login(base)` -> { customerId, headers }, `freshDatabase(kind)` -> name,
 * `stopChild(child)`: bench.mjs's own, so databases and children are cleaned up with the rest.
 */
export async function benchApplicantList({ rows = 1_000_000, startServer, login, freshDatabase, stopChild, log, concurrency = 2, warmupMs = 3000, durationMs = 10_000 }) {
  const database = process.env.BENCH_LIST_DATABASE ? await keptDatabase(process.env.BENCH_LIST_DATABASE, log) : await freshDatabase('list');
  log(`applicant list: starting the real server on database ${database} (migrations + demo seed)`);
  const real = await startServer(database);
  const { customerId, headers } = await login(real.base);
  const locationIds = await withConnection(database, async (c) => {
    const [found] = await c.query('SELECT location_id FROM locations WHERE customer_id = ? ORDER BY location_id', [customerId]);
    return found.map((r) => Number(r.location_id));
  });
  const { APPLICATION_STATUSES } = dist('contracts');
  log(`applicant list: seeding the demo customer up to ${rows.toLocaleString('en-US')} applicants over ${locationIds.length} locations (batches of 5,000)`);
  const seed = await seedApplicants(database, customerId, locationIds[0], rows, 5000, listShape(locationIds, APPLICATION_STATUSES));
  log(`applicant list: ${seed.existing} existed, inserted ${seed.inserted} in ${seed.seconds.toFixed(1)} s`);
  await withConnection(database, (c) => c.query('ANALYZE TABLE applicants'));

  const { createDataSource, mergeDataParts, platformDataParts } = dist('platform');
  const ds = createDataSource({ databaseUrl: dbUrl(database) }, mergeDataParts(platformDataParts, dist('applicant').applicantDataParts));
  await ds.initialize();
  const pool = mysql.createPool({ uri: dbUrl(database), connectionLimit: 20, timezone: 'Z' });
  const { ApplicantSearchService } = dist('applicant', 'applicant-search/applicant-search.service.js');
  const service = new ApplicantSearchService(ds);
  const auth = { party: 'user', customerId, tokenId: 0, userId: 0, locationIds: null };
  const results = [];
  try {
    for (const scenario of scenarios(locationIds, Date.now())) {
      const recorded = await recordSql(ds, service, auth, scenario.body);
      // One call each way first (a figure even when a scenario is too slow to finish calls inside the window).
      let started = performance.now();
      const probe = await fetch(`${real.base}/api/v1/applicants/query`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(scenario.body) });
      const answer = await probe.json();
      const apiOnceMs = Math.round(performance.now() - started);
      started = performance.now();
      await bareCall(pool, recorded.sent);
      const bareOnceMs = Math.round(performance.now() - started);
      log(`applicant list: "${scenario.name}" -> ${probe.status}, total ${answer.total} (service on its own: ${recorded.total}), ${recorded.sent.length} statements`);
      if (!probe.ok || answer.total !== recorded.total) throw new Error(`API and recorded SQL disagree for "${scenario.name}": ${JSON.stringify(answer).slice(0, 300)}`);
      const api = await runLoad({ url: `${real.base}/api/v1/applicants/query`, method: 'POST', body: scenario.body, headers, concurrency, warmupMs, durationMs });
      const bare = await runCalls({
        call: () => bareCall(pool, recorded.sent).then(() => 200, () => 0),
        concurrency,
        warmupMs,
        durationMs,
      });
      log(`applicant list: "${scenario.name}" API p50 ${api.latencyMs.p50} ms p99 ${api.latencyMs.p99} ms; bare SQL p50 ${bare.latencyMs.p50} ms p99 ${bare.latencyMs.p99} ms`);
      results.push({ ...scenario, total: answer.total, once: { apiMs: apiOnceMs, bareMs: bareOnceMs }, api, bare, plans: await explain(pool, recorded.sent) });
    }
  } finally {
    await pool.end();
    await ds.destroy();
    await stopChild(real.child);
  }
  return { rows, locations: locationIds.length, seed, concurrency, scenarios: results };
}

export function applicantListReport(r, n) {
  if (!r) return [];
  const lat = (x) =>
    x.requests === 0
      ? `no call finished inside the ${(x.warmupMs + x.durationMs) / 1000} s window`
      : `p50 ${String(x.latencyMs.p50).padStart(8)} ms  p99 ${String(x.latencyMs.p99).padStart(8)} ms  ${String(x.reqPerSec).padStart(7)} req/s`;
  return [
    `${n}. POST /api/v1/applicants/query at ${r.rows.toLocaleString('en-US')} applicants (${r.locations} locations; concurrency ${r.concurrency}), API against the same SQL bare through mysql2`,
    ...r.scenarios.flatMap((s) => [
      `  ${s.name}  (${s.total.toLocaleString('en-US')} found; one call alone: API ${s.once.apiMs} ms, bare ${s.once.bareMs} ms)`,
      `    API       ${lat(s.api)}  (${s.api.requests} requests, ${s.api.errors} non-2xx)`,
      `    bare SQL  ${lat(s.bare)}${s.api.requests && s.bare.requests ? `  (p50 ratio API/bare ${(s.api.latencyMs.p50 / s.bare.latencyMs.p50).toFixed(2)})` : ''}`,
      `    plan: ${s.plans.map((p) => p.map((t) => `${t.key ?? 'ALL'}/${t.type} ~${t.rows} rows${t.extra ? ` (${t.extra})` : ''}`).join(' + ')).join('  |  ')}`,
    ]),
  ];
}
