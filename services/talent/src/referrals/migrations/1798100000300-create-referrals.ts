import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/** Applicant referrals (issue 15: staff list, send and accept the invitation). */
export class CreateReferrals1798100000300 implements MigrationInterface {
  name = 'CreateReferrals1798100000300';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'apl_referrals',
        columns: [
          // INTEGER so the same migration runs on SQLite (rowid alias).
          { name: 'ref_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'customer_id', type: 'int' },
          { name: 'applicant_id', type: 'int' },
          { name: 'created', type: 'datetime' },
          { name: 'first_name', type: 'varchar', length: '100', isNullable: true },
          { name: 'last_name', type: 'varchar', length: '100', isNullable: true },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'phone', type: 'varchar', length: '32', isNullable: true },
          { name: 'comment', type: 'text', isNullable: true },
          { name: 'status', type: 'int', default: 0 },
          { name: 'sent_at', type: 'datetime', isNullable: true },
          { name: 'accepted_at', type: 'datetime', isNullable: true },
          { name: 'referred_applicant_id', type: 'int', isNullable: true },
        ],
        indices: [
          { name: 'ix_apl_referrals_customer_created', columnNames: ['customer_id', 'created'] },
          { name: 'ix_apl_referrals_customer_applicant', columnNames: ['customer_id', 'applicant_id'] },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('apl_referrals', true);
  }
}
