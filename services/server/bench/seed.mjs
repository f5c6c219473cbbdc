// Database setup for `npm run bench`: throwaway databases and the applicant seeds (export 100,000, list 1M).
import mysql from 'mysql2/promise';

export const MYSQL = { host: '127.0.0.1', port: 3306, user: 'root' };

export function dbUrl(name) {
  return `mysql://root@${MYSQL.host}:${MYSQL.port}/${name}`;
}

export async function withConnection(database, fn) {
  const conn = await mysql.createConnection({ ...MYSQL, database, multipleStatements: false });
  try {
    return await fn(conn);
  } finally {
    await conn.end();
  }
}

export async function createDatabase(name) {
  await withConnection(undefined, (c) => c.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`));
}

export async function dropDatabase(name) {
  await withConnection(undefined, (c) => c.query(`DROP DATABASE IF EXISTS \`${name}\``));
}

/** The export bench's applicants: numbered names and emails, registered now, all at one location. */
const plainApplicant = (locationId) => ({
  columns: ['first_name', 'last_name', 'email', 'date_registered', 'last_updated', 'location_id'],
  row: (i, now) => [`First${i}`, `Last${i % 9973}`, `bench.${i}@bench.test`, now, now, locationId],
});

/**
 * Tops the customer up to `total` applicants with multi-row INSERTs of `batch` rows. `shape` (optional) names the
 * columns after customer_id and builds row i's values (the list bench spreads locations, statuses and dates).
 */
export async function seedApplicants(database, customerId, locationId, total, batch = 2000, shape = plainApplicant(locationId)) {
  return withConnection(database, async (c) => {
    const [[{ n }]] = await c.query('SELECT COUNT(*) AS n FROM applicants WHERE customer_id = ?', [customerId]);
    const toInsert = Math.max(0, total - Number(n));
    const now = new Date();
    const started = Date.now();
    for (let done = 0; done < toInsert; done += batch) {
      const rows = [];
      for (let i = done; i < Math.min(toInsert, done + batch); i += 1) {
        rows.push([customerId, ...shape.row(i, now)]);
      }
      await c.query(`INSERT INTO applicants (customer_id, ${shape.columns.join(', ')}) VALUES ?`, [rows]);
    }
    return { existing: Number(n), inserted: toInsert, seconds: (Date.now() - started) / 1000 };
  });
}
