import { SEEDED_ROLES } from '@attest/contracts';
import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/** Roles, their permissions and user roles, with the seeded system roles (VIEWER keeps id 5). */
export class CreateRoles1795200003000 implements MigrationInterface {
  name = 'CreateRoles1795200003000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'roles',
        columns: [
          { name: 'role_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'customer_id', type: 'int', isNullable: true },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'description', type: 'varchar', length: '500', isNullable: true },
          { name: 'system', type: 'tinyint', default: 0 },
          { name: 'created_at', type: 'datetime' },
          { name: 'updated_at', type: 'datetime' },
        ],
        indices: [{ name: 'ix_roles_customer', columnNames: ['customer_id'] }],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'role_permissions',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'role_id', type: 'int' },
          { name: 'permission', type: 'varchar', length: '64' },
        ],
        indices: [{ name: 'ux_role_permissions', columnNames: ['role_id', 'permission'], isUnique: true }],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'user_roles',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'user_id', type: 'int' },
          { name: 'customer_id', type: 'int' },
          { name: 'role_id', type: 'int' },
          { name: 'location_id', type: 'int', isNullable: true },
        ],
        indices: [{ name: 'ix_user_roles_user_customer', columnNames: ['user_id', 'customer_id'] }],
      }),
      true,
    );
    // The system roles keep fixed ids (the spec names VIEWER 5); customer roles are numbered after them.
    const now = new Date();
    for (const role of SEEDED_ROLES) {
      await q.manager.insert('roles', { role_id: role.role_id, customer_id: null, name: role.name, description: role.description, system: 1, created_at: now, updated_at: now });
      await q.manager.insert('role_permissions', role.permissions.map((permission) => ({ role_id: role.role_id, permission })));
    }
    if (q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb') {
      await q.query('ALTER TABLE roles AUTO_INCREMENT = 100');
    } else {
      await q.query(`INSERT OR REPLACE INTO sqlite_sequence (name, seq) VALUES ('roles', 99)`);
    }
    await q.addColumn('audit_log', new TableColumn({ name: 'ip', type: 'varchar', length: '45', isNullable: true }));
    await q.createIndex('audit_log', new TableIndex({ name: 'ix_audit_customer_time', columnNames: ['customer_id', 'created_at'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('audit_log', 'ix_audit_customer_time');
    await q.dropColumn('audit_log', 'ip');
    await q.dropTable('user_roles', true);
    await q.dropTable('role_permissions', true);
    await q.dropTable('roles', true);
  }
}
