import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { migrationColumns as c } from '@attest/platform';

/** Sync runs, the dead-letter list, ATS references, industries and change-log cursors (issue 19, decision 0046). */
export class CreateSyncRuns1798850000100 implements MigrationInterface {
  name = 'CreateSyncRuns1798850000100';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'int_sync_runs',
        columns: [
          c.pk('id'), c.int('customer_id'), c.str('kind', 32, false), c.str('adapter', 32, false), c.str('job_key', 120, false), c.str('status', 16, false),
          { name: 'progress', type: 'int', default: 0 }, { name: 'attempts', type: 'int', default: 0 }, c.str('event_name', 160), c.text('result'),
          c.str('error', 500), c.int('user_id', true), c.when('created_at'), c.when('started_at', true), c.when('finished_at', true),
        ],
        indices: [
          { name: 'ux_int_sync_runs_key', columnNames: ['customer_id', 'job_key'], isUnique: true },
          { name: 'ix_int_sync_runs_kind', columnNames: ['customer_id', 'kind', 'id'] },
        ],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'int_sync_dead_letters',
        columns: [c.pk('id'), c.int('customer_id'), c.int('run_id'), c.str('kind', 32, false), c.str('error', 500, false), c.when('failed_at'), c.when('retried_at', true), c.int('retry_run_id', true)],
        indices: [{ name: 'ix_int_sync_dead_letters', columnNames: ['customer_id', 'id'] }],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'int_ats_refs',
        columns: [c.pk('id'), c.int('customer_id'), c.str('entity', 32, false), c.str('external_id', 64, false), c.int('internal_id')],
        indices: [{ name: 'ux_int_ats_refs', columnNames: ['customer_id', 'entity', 'external_id'], isUnique: true }],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'int_ats_industries',
        columns: [c.pk('id'), c.int('customer_id'), c.str('external_id', 64, false), c.str('name', 128, false)],
        indices: [{ name: 'ux_int_ats_industries', columnNames: ['customer_id', 'external_id'], isUnique: true }],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'int_ats_cursors',
        columns: [{ name: 'customer_id', type: 'int', isPrimary: true }, { name: 'stream', type: 'varchar', length: '32', isPrimary: true }, c.int('cursor'), c.when('updated_at')],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['int_ats_cursors', 'int_ats_industries', 'int_ats_refs', 'int_sync_dead_letters', 'int_sync_runs']) {
      await q.dropTable(t, true);
    }
  }
}
