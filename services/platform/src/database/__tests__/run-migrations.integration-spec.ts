import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createDataSource } from '../create-data-source';
import { runMigrationsWithLock } from '../run-migrations';
import { createTestDatabase } from '../../testing/test-database';

// Not idempotent on purpose: a second run would insert a second row (or fail on the table).
class CreateCounter1700000000001 implements MigrationInterface {
  name = 'CreateCounter1700000000001';
  async up(q: QueryRunner): Promise<void> {
    await q.createTable(new Table({ name: 'migration_counter', columns: [{ name: 'id', type: 'int', isPrimary: true, isGenerated: true, generationStrategy: 'increment' }, { name: 'note', type: 'varchar', length: '32' }] }));
    // Hold the lock long enough that the other instances really wait on it.
    await q.query('SELECT SLEEP(0.5)');
  }
  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('migration_counter');
  }
}

class InsertCounterRow1700000000002 implements MigrationInterface {
  name = 'InsertCounterRow1700000000002';
  async up(q: QueryRunner): Promise<void> {
    await q.query("INSERT INTO migration_counter (note) VALUES ('ran')");
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query('DELETE FROM migration_counter');
  }
}

describe('runMigrationsWithLock on MariaDB', () => {
  it('runs each migration exactly once when three instances start at the same time', async () => {
    const db = await createTestDatabase();
    const parts = { entities: [], migrations: [CreateCounter1700000000001, InsertCounterRow1700000000002] };
    const instances = [1, 2, 3].map(() => createDataSource({ databaseUrl: db.url, sqlitePath: ':memory:' }, parts));
    try {
      await Promise.all(instances.map((ds) => ds.initialize()));
      const ran = await Promise.all(instances.map((ds) => runMigrationsWithLock(ds)));
      // One instance applied both; the others found nothing pending.
      expect(ran.map((r) => r.length).sort()).toEqual([0, 0, 2]);
      const rows = (await instances[0].query('SELECT note FROM migration_counter')) as unknown[];
      expect(rows).toHaveLength(1);
      const applied = (await instances[0].query('SELECT name FROM schema_migrations ORDER BY id')) as { name: string }[];
      expect(applied.map((r) => r.name)).toEqual(['CreateCounter1700000000001', 'InsertCounterRow1700000000002']);
    } finally {
      await Promise.all(instances.map((ds) => (ds.isInitialized ? ds.destroy() : undefined)));
      await db.drop();
    }
  });
});
