import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { migrationColumns } from '@attest/platform';

const { int, pk, str, when } = migrationColumns;

export class CreateSigningTokens1795800100000 implements MigrationInterface {
  name = 'CreateSigningTokens1795800100000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'edc_signing_tokens',
        columns: [pk('id'), int('customer_id'), int('sig_request_id'), int('applicant_id'), str('token_hash', 64, false), when('expires_at'), when('created_at')],
        indices: [
          { name: 'ux_edc_signing_tokens_hash', columnNames: ['token_hash'], isUnique: true },
          { name: 'ix_edc_signing_tokens_req', columnNames: ['customer_id', 'sig_request_id'] },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('edc_signing_tokens');
  }
}
