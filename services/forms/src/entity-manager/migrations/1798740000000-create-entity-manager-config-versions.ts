import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { migrationColumns } from '@attest/platform';

const { flag, int, pk, str, text, when } = migrationColumns;

/** Saved versions of the entity-manager configurations (issue 16, decision 0031). Runs on MariaDB and SQLite alike. */
export class CreateEntityManagerConfigVersions1798740000000 implements MigrationInterface {
  name = 'CreateEntityManagerConfigVersions1798740000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'cst_entity_manager_config_versions',
        columns: [
          pk('id'), int('customer_id'), int('config_id'), int('version'), { ...text('config'), isNullable: false }, str('action', 16, false),
          flag('is_current', 0), int('created_by', true), when('created_at'),
        ],
        indices: [{ name: 'ux_cst_em_config_versions', columnNames: ['customer_id', 'config_id', 'version'], isUnique: true }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('cst_entity_manager_config_versions', true);
  }
}
