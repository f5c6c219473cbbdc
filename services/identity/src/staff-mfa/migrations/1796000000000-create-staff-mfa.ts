import { MigrationInterface, QueryRunner, Table } from 'typeorm';

export class CreateStaffMfa1796000000000 implements MigrationInterface {
  name = 'CreateStaffMfa1796000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'staff_mfa',
        columns: [
          { name: 'user_id', type: 'int', isPrimary: true },
          { name: 'totp_secret', type: 'text', isNullable: true },
          { name: 'pending_secret', type: 'text', isNullable: true },
          { name: 'enabled_at', type: 'datetime', isNullable: true },
          { name: 'last_used_step', type: 'int', default: 0 },
          { name: 'updated_at', type: 'datetime' },
        ],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'staff_mfa_recovery_codes',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'user_id', type: 'int' },
          { name: 'code_hash', type: 'varchar', length: '64' },
          { name: 'used_at', type: 'datetime', isNullable: true },
        ],
        indices: [
          { name: 'ix_staff_mfa_recovery_user', columnNames: ['user_id'] },
          { name: 'ux_staff_mfa_recovery_hash', columnNames: ['code_hash'], isUnique: true },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('staff_mfa_recovery_codes', true);
    await q.dropTable('staff_mfa', true);
  }
}
