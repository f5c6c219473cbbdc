// The applicant's job search on 100,000 postings (issue 18, decision 0042): GET /api/v1/talent/jobs through the real
// server (token, party, validation, the applicant's address geocoded by the maps simulator, the bounding box in SQL and
// the exact haversine distance after it) against a bare SQL statement doing the same filter in the database (the same
// box, keyword LIKEs and active flag, the haversine distance in SQL, the page and the count) through a mysql2 pool.
// The postings belong to a separate bench customer ("jobbench") with its own applicant in Helena, so the demo
// applicant never sees them. Reports only; it asserts nothing about timings.
import { createHash, randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import { runCalls, runLoad } from '../../services/server/bench/load.mjs';
import { dbUrl, withConnection } from '../../services/server/bench/seed.mjs';

// 100 Last Chance Gulch, Helena, MT 59601: the maps simulator's coordinates of the bench applicant's address.
const ORIGIN = { lat: 46.5872, lng: -112.0403 };
const EARTH_RADIUS_MILES = 3958.8;
const NAMES = ['Registered Nurse', 'Certified Nursing Assistant', 'Welder', 'Warehouse Associate', 'Forklift Operator', 'Front Desk Coordinator', 'Electrician', 'Line Cook', 'Truck Driver', 'Medical Assistant', 'Machinist', 'Accountant', 'Pharmacy Technician', 'Carpenter', 'Customer Service Representative', 'Dental Hygienist'];
const CATEGORIES = ['Nursing', 'Nursing', 'Industrial', 'Industrial', 'Industrial', 'Office', 'Trades', 'Hospitality', 'Transport', 'Healthcare', 'Industrial', 'Finance', 'Healthcare', 'Trades', 'Office', 'Healthcare'];
const CITIES = ['Helena', 'Missoula', 'Billings', 'Great Falls', 'Butte', 'Bozeman', 'Kalispell', 'Havre', 'Anaconda', 'Livingston'];
const TYPES = ['Contract', 'Temp', 'Temp to hire', 'Direct hire'];

function scenarios() {
  return [
    { name: 'distance 25 mi + keyword "nurse"', query: { distance: 25, term: 'nurse' } },
    { name: 'distance 50 mi + keyword "welder"', query: { distance: 50, term: 'welder' } },
    { name: 'distance 100 mi + keyword "registered nurse"', query: { distance: 100, term: 'registered nurse' } },
    { name: 'distance 10 mi (no keyword)', query: { distance: 10 } },
    { name: 'keyword "forklift" (no distance)', query: { term: 'forklift' } },
  ];
}

/** Seeds the bench customer, its location, an applicant in Helena with an access token, and `rows` postings around Montana. */
async function seedBenchCustomer(database, rows, log) {
  return withConnection(database, async (c) => {
    const now = new Date();
    const [cust] = await c.query("INSERT INTO customers (customer_code, name, active, created_at) VALUES ('jobbench', 'Job search bench', 1, ?)", [now]);
    const customerId = cust.insertId;
    const [loc] = await c.query("INSERT INTO locations (customer_id, location_code, name) VALUES (?, 'hq', 'HQ')", [customerId]);
    const [apl] = await c.query(
      "INSERT INTO applicants (customer_id, location_id, email, first_name, last_name, address1, city, state, zip, date_registered, last_updated, active, verified) VALUES (?, ?, 'bench.seeker@jobbench.test', 'Bench', 'Seeker', '100 Last Chance Gulch', 'Helena', 'MT', '59601', ?, ?, 1, 1)",
      [customerId, loc.insertId, now, now],
    );
    const token = randomBytes(32).toString('hex');
    await c.query("INSERT INTO auth_tokens (token_hash, kind, party, subject_id, customer_id, expires_at, created_at) VALUES (?, 'access', 'applicant', ?, ?, ?, ?)", [
      createHash('sha256').update(token).digest('hex'), apl.insertId, customerId, new Date(Date.now() + 6 * 3_600_000), now,
    ]);
    const started = Date.now();
    const BATCH = 5000;
    // A deterministic spread over a 6° x 8° box around Helena (most of Montana), so each radius finds a different share.
    // murmur3's finaliser on (row, salt): independent-looking values for the latitude and the longitude of a row.
    const rand = (i, salt) => {
      let x = (i * 2 + salt + 1) >>> 0;
      x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
      x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
      return ((x ^ (x >>> 16)) >>> 0) / 4294967296;
    };
    for (let done = 0; done < rows; done += BATCH) {
      const values = [];
      for (let i = done; i < Math.min(rows, done + BATCH); i += 1) {
        const n = i % NAMES.length;
        const lat = ORIGIN.lat - 3 + 6 * rand(i, 1);
        const lng = ORIGIN.lng - 4 + 8 * rand(i, 2);
        const low = 15 + (i % 30);
        values.push([
          customerId, NAMES[n], `Bench posting ${i}: ${NAMES[n].toLowerCase()} wanted.`, CATEGORIES[n], TYPES[i % TYPES.length], CITIES[i % CITIES.length], 'MT',
          low, low + 8, Math.round(lat * 1e5) / 1e5, Math.round(lng * 1e5) / 1e5, i % 10 === 0 ? 0 : 1, i % 50 === 0 ? 1 : 0,
          new Date(Date.now() - (i % 365) * 86_400_000).toISOString().slice(0, 10),
        ]);
      }
      await c.query('INSERT INTO job_postings (customer_id, name, brief_desc, category, job_type, job_city, job_state, pay_low, pay_high, lat, lng, active, featured, posted_date) VALUES ?', [values]);
    }
    await c.query('ANALYZE TABLE job_postings');
    log(`job search: bench customer ${customerId}: ${rows.toLocaleString('en-US')} postings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { customerId, applicantId: apl.insertId, token };
  });
}

/** The bare statements: the same filter as the service, the distance decided in SQL, the page (25) and the count. */
function bareStatements(customerId, q) {
  const where = ['j.customer_id = ?', 'j.active = 1'];
  const params = [customerId];
  (q.term ?? '').split(/\s+/).filter(Boolean).slice(0, 4).forEach((word) => {
    const cols = ['j.name', 'j.brief_desc', 'j.category', 'j.specialty', 'j.job_city'].map((col) => `LOWER(${col}) LIKE ?`);
    where.push(`(${cols.join(' OR ')})`);
    params.push(...cols.map(() => `%${word.toLowerCase()}%`));
  });
  const rad = (d) => `RADIANS(${d})`;
  const distance = `(2 * ${EARTH_RADIUS_MILES} * ASIN(SQRT(POWER(SIN(${rad('j.lat - ?')} / 2), 2) + COS(${rad('?')}) * COS(${rad('j.lat')}) * POWER(SIN(${rad('j.lng - ?')} / 2), 2))))`;
  if (q.distance === undefined) {
    return [
      { query: `SELECT j.* FROM job_postings j WHERE ${where.join(' AND ')} ORDER BY j.featured DESC, j.posted_date DESC, j.job_id DESC LIMIT 25`, parameters: params },
      { query: `SELECT COUNT(*) AS n FROM job_postings j WHERE ${where.join(' AND ')}`, parameters: params },
    ];
  }
  const dLat = q.distance / 69;
  const dLng = q.distance / (69 * Math.cos((ORIGIN.lat * Math.PI) / 180));
  where.push('j.lat BETWEEN ? AND ? AND j.lng BETWEEN ? AND ?');
  params.push(ORIGIN.lat - dLat, ORIGIN.lat + dLat, ORIGIN.lng - dLng, ORIGIN.lng + dLng);
  const distanceParams = [ORIGIN.lat, ORIGIN.lat, ORIGIN.lng];
  const inner = `SELECT j.*, ${distance} AS distance FROM job_postings j WHERE ${where.join(' AND ')}`;
  return [
    { query: `SELECT * FROM (${inner}) d WHERE ROUND(d.distance, 1) <= ? ORDER BY d.featured DESC, d.distance, d.job_id LIMIT 25`, parameters: [...distanceParams, ...params, q.distance] },
    { query: `SELECT COUNT(*) AS n FROM (${inner}) d WHERE ROUND(d.distance, 1) <= ?`, parameters: [...distanceParams, ...params, q.distance] },
  ];
}

async function bareCall(pool, statements) {
  let total = 0;
  for (const s of statements) {
    const [rows] = await pool.query(s.query, s.parameters);
    if (rows[0] && 'n' in rows[0]) total = Number(rows[0].n);
  }
  return total;
}

/**
 * `startServer(database)` -> { child, base }, `freshDatabase(kind)` -> name, `stopChild(child)`: bench.mjs's own, so
 * databases and children are cleaned up with the rest.
 */
export async function benchJobSearch({ rows = 100_000, startServer, freshDatabase, stopChild, log, concurrency = 2, warmupMs = 2000, durationMs = 8000 }) {
  const database = await freshDatabase('jobs');
  log(`job search: starting the real server on database ${database} (migrations + demo seed)`);
  const real = await startServer(database);
  const { customerId, token } = await seedBenchCustomer(database, rows, log);
  const headers = { authorization: `Basic ${token}`, 'x-requested-by-party': 'applicant', 'x-request-customer-id': String(customerId) };
  const pool = mysql.createPool({ uri: dbUrl(database), connectionLimit: 10, timezone: 'Z' });
  const results = [];
  try {
    for (const scenario of scenarios()) {
      const qs = new URLSearchParams(Object.entries({ ...scenario.query, take: 25 }).map(([k, v]) => [k, String(v)])).toString();
      const url = `${real.base}/api/v1/talent/jobs?${qs}`;
      const statements = bareStatements(customerId, scenario.query);
      let started = performance.now();
      const probe = await fetch(url, { headers });
      const answer = await probe.json();
      const apiOnceMs = Math.round(performance.now() - started);
      started = performance.now();
      const bareTotal = await bareCall(pool, statements);
      const bareOnceMs = Math.round(performance.now() - started);
      log(`job search: "${scenario.name}" -> ${probe.status}, API total ${answer.total}, bare total ${bareTotal}`);
      if (!probe.ok) throw new Error(`job search "${scenario.name}" answered ${probe.status}: ${JSON.stringify(answer).slice(0, 300)}`);
      const api = await runLoad({ url, headers, concurrency, warmupMs, durationMs });
      const bare = await runCalls({ call: () => bareCall(pool, statements).then(() => 200, () => 0), concurrency, warmupMs, durationMs });
      log(`job search: "${scenario.name}" API p50 ${api.latencyMs.p50} ms p99 ${api.latencyMs.p99} ms; bare SQL p50 ${bare.latencyMs.p50} ms p99 ${bare.latencyMs.p99} ms`);
      results.push({ ...scenario, apiTotal: answer.total, bareTotal, totalsMatch: answer.total === bareTotal, once: { apiMs: apiOnceMs, bareMs: bareOnceMs }, api, bare });
    }
  } finally {
    await pool.end();
    await stopChild(real.child);
  }
  return { rows, concurrency, scenarios: results, allTotalsMatch: results.every((r) => r.totalsMatch) };
}

export function jobSearchReport(r, n) {
  if (!r) return [];
  const lat = (x) =>
    x.requests === 0
      ? `no call finished inside the ${(x.warmupMs + x.durationMs) / 1000} s window`
      : `p50 ${String(x.latencyMs.p50).padStart(8)} ms  p99 ${String(x.latencyMs.p99).padStart(8)} ms  ${String(x.reqPerSec).padStart(7)} req/s`;
  return [
    `${n}. GET /api/v1/talent/jobs on ${r.rows.toLocaleString('en-US')} postings of a bench customer (concurrency ${r.concurrency}), API against the same filter as bare SQL through mysql2`,
    ...r.scenarios.flatMap((s) => [
      `  ${s.name}  (${s.apiTotal.toLocaleString('en-US')} found${s.totalsMatch ? '' : `; bare SQL found ${s.bareTotal.toLocaleString('en-US')}`}; one call alone: API ${s.once.apiMs} ms, bare ${s.once.bareMs} ms)`,
      `    API       ${lat(s.api)}  (${s.api.requests} requests, ${s.api.errors} non-2xx)`,
      `    bare SQL  ${lat(s.bare)}${s.api.requests && s.bare.requests ? `  (p50 ratio API/bare ${(s.api.latencyMs.p50 / s.bare.latencyMs.p50).toFixed(2)})` : ''}`,
    ]),
  ];
}
