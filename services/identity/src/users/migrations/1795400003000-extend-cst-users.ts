import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';

/** Staff invitations, country code, per-user settings and external ids (issue 11). */
export class ExtendCstUsers1795400003000 implements MigrationInterface {
  name = 'ExtendCstUsers1795400003000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('cst_users', [
      new TableColumn({ name: 'country_code', type: 'varchar', length: '2', isNullable: true }),
      new TableColumn({ name: 'invitation_pending', type: 'tinyint', default: 0 }),
      new TableColumn({ name: 'invitation_expires_at', type: 'datetime', isNullable: true }),
    ]);
    await q.createTable(
      new Table({
        name: 'user_settings',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'user_id', type: 'int' },
          { name: 'name', type: 'varchar', length: '64' },
          { name: 'value', type: 'varchar', length: '1000' },
        ],
        indices: [{ name: 'ux_user_settings', columnNames: ['user_id', 'name'], isUnique: true }],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'user_external_ids',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'user_id', type: 'int' },
          { name: 'customer_id', type: 'int' },
          { name: 'system', type: 'varchar', length: '64' },
          { name: 'external_id', type: 'varchar', length: '128' },
        ],
        indices: [{ name: 'ux_user_external_ids', columnNames: ['customer_id', 'system', 'external_id'], isUnique: true }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('user_external_ids', true);
    await q.dropTable('user_settings', true);
    await q.dropColumn('cst_users', 'invitation_expires_at');
    await q.dropColumn('cst_users', 'invitation_pending');
    await q.dropColumn('cst_users', 'country_code');
  }
}
