import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { int, pk, str, text, when } from '../../shared/migration-columns';

export class CreateI9SecondSigners1797100000100 implements MigrationInterface {
  name = 'CreateI9SecondSigners1797100000100';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'i9_second_signers',
        columns: [
          pk('id'), int('customer_id'), int('record_id'),
          text('first_name'), text('last_name'), text('email'), text('mobile'),
          str('contact_method', 1, false), str('status', 16, false),
          str('token_hash', 64), when('token_expires_at', true), when('used_at', true), when('invited_at', true), when('last_activity_at', true),
          str('invited_by_party', 16), int('invited_by_id', true), text('review_note'),
          when('created_at'), when('updated_at'),
        ],
        indices: [
          { name: 'ux_i9_second_signers_record', columnNames: ['customer_id', 'record_id'], isUnique: true },
          { name: 'ux_i9_second_signers_token', columnNames: ['token_hash'], isUnique: true },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('i9_second_signers', true);
  }
}
