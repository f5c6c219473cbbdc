import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/** When the referred friend first opened the invitation link (status Viewed; issue 18, decision 0044). */
export class AddReferralViewedAt1798845000100 implements MigrationInterface {
  name = 'AddReferralViewedAt1798845000100';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('apl_referrals', new TableColumn({ name: 'viewed_at', type: 'datetime', isNullable: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('apl_referrals', 'viewed_at');
  }
}
