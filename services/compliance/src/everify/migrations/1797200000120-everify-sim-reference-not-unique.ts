import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * The simulator stops answering a resubmission with the case already opened for its client reference: the
 * real E-Verify has no such key and opens a second case (a duplicate case alert). The reference stays
 * indexed for the look-up the product makes before every submission (decision 0024).
 */
export class EverifySimReferenceNotUnique1797200000120 implements MigrationInterface {
  name = 'EverifySimReferenceNotUnique1797200000120';

  async up(q: QueryRunner): Promise<void> {
    await q.dropIndex('everify_sim_cases', 'ux_everify_sim_cases_reference');
    await q.createIndex('everify_sim_cases', new TableIndex({ name: 'ix_everify_sim_cases_reference', columnNames: ['customer_id', 'client_reference'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('everify_sim_cases', 'ix_everify_sim_cases_reference');
    await q.createIndex('everify_sim_cases', new TableIndex({ name: 'ux_everify_sim_cases_reference', columnNames: ['customer_id', 'client_reference'], isUnique: true }));
  }
}
