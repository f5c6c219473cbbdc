import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/** A signing link may sign several requests at once: the others' ids, comma-separated. */
export class AddSigningTokenGroup1795900100000 implements MigrationInterface {
  name = 'AddSigningTokenGroup1795900100000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('edc_signing_tokens', new TableColumn({ name: 'also_sig_request_ids', type: 'varchar', length: '1000', isNullable: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('edc_signing_tokens', 'also_sig_request_ids');
  }
}
