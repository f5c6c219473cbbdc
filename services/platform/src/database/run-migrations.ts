import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { isMysql } from './create-data-source';

const LOCK_PREFIX = 'attest_schema_migrations';
const LOCK_WAIT_SECONDS = 120;
/** MySQL's limit on a lock name. */
const LOCK_NAME_MAX = 64;

/**
 * Runs pending migrations exactly once even when several instances start together: on MySQL a
 * named lock (GET_LOCK) serialises them and each re-reads the migrations table after it gets the lock.
 * The lock is named after the database: locks are server-wide, and instances of other databases on the
 * same server (test runs side by side, other environments) have nothing to wait for.
 * SQLite is the single-process embedded default; its write lock serialises the file anyway.
 */
export async function runMigrationsWithLock(ds: DataSource): Promise<string[]> {
  const logger = new Logger('Migrations');
  if (!isMysql(ds)) {
    const ran = await ds.runMigrations({ transaction: 'each' });
    return ran.map((m) => m.name);
  }
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    const [db] = (await runner.query('SELECT DATABASE() AS name')) as { name: string | null }[];
    const lockName = `${LOCK_PREFIX}:${db?.name ?? ''}`.slice(0, LOCK_NAME_MAX);
    const [row] = (await runner.query('SELECT GET_LOCK(?, ?) AS got', [lockName, LOCK_WAIT_SECONDS])) as { got: number | string }[];
    if (Number(row?.got) !== 1) {
      throw new Error(`Could not take the migration lock within ${LOCK_WAIT_SECONDS}s`);
    }
    try {
      // MySQL commits DDL implicitly, so a transaction per migration is the most that holds.
      const ran = await ds.runMigrations({ transaction: 'each' });
      if (ran.length) {
        logger.log(`Applied ${ran.length} migration(s): ${ran.map((m) => m.name).join(', ')}`);
      }
      return ran.map((m) => m.name);
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [lockName]);
    }
  } finally {
    await runner.release();
  }
}
