import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

const EEO_PERMISSION = 'applicants.eeo.read';
/** Admin (1) and Compliance officer (3) read EEO answers; databases seeded before the permission existed get it here. */
const EEO_ROLES = [1, 3];

/**
 * Applicant detail (issue 15): soft deletion and the staff queue on applicants, the keyed hash of the
 * federal id for duplicate matching, the front/back pictures of a credential, and the EEO permission.
 */
export class ApplicantAdminColumns1798200000000 implements MigrationInterface {
  name = 'ApplicantAdminColumns1798200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('applicants', [
      new TableColumn({ name: 'queued_at', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'queued_by', type: 'int', isNullable: true }),
      new TableColumn({ name: 'deleted_at', type: 'datetime', isNullable: true }),
    ]);
    await q.addColumn('applicant_fed_tax', new TableColumn({ name: 'fed_id_hash', type: 'varchar', length: '64', isNullable: true }));
    await q.createIndex('applicant_fed_tax', new TableIndex({ name: 'ix_applicant_fed_tax_hash', columnNames: ['customer_id', 'fed_id_hash'] }));
    await q.addColumns('apl_licenses', [
      new TableColumn({ name: 'front_document_id', type: 'int', isNullable: true }),
      new TableColumn({ name: 'back_document_id', type: 'int', isNullable: true }),
    ]);
    for (const roleId of EEO_ROLES) {
      const held = (await q.query('SELECT COUNT(*) AS n FROM role_permissions WHERE role_id = ? AND permission = ?', [roleId, EEO_PERMISSION])) as { n: number | string }[];
      if (Number(held[0]?.n ?? 0) === 0) {
        await q.manager.insert('role_permissions', { role_id: roleId, permission: EEO_PERMISSION });
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DELETE FROM role_permissions WHERE permission = ?', [EEO_PERMISSION]);
    await q.dropColumn('apl_licenses', 'back_document_id');
    await q.dropColumn('apl_licenses', 'front_document_id');
    await q.dropIndex('applicant_fed_tax', 'ix_applicant_fed_tax_hash');
    await q.dropColumn('applicant_fed_tax', 'fed_id_hash');
    await q.dropColumn('applicants', 'deleted_at');
    await q.dropColumn('applicants', 'queued_by');
    await q.dropColumn('applicants', 'queued_at');
  }
}
