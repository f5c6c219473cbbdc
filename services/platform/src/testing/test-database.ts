import { randomBytes } from 'crypto';
import { createConnection } from 'mysql2/promise';

const SERVER_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

/** A fresh MariaDB database for one test file; drop() removes it. */
export async function createTestDatabase(prefix = 'attest_test'): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const conn = await createConnection(SERVER_URL);
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  return {
    name,
    url: `${SERVER_URL}/${name}`,
    drop: async () => {
      const c = await createConnection(SERVER_URL);
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}
