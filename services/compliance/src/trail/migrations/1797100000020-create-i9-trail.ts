import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { int, pk, str, text, when } from '../../shared/migration-columns';

export class CreateI9Trail1797100000020 implements MigrationInterface {
  name = 'CreateI9Trail1797100000020';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'i9_trail',
        columns: [
          pk('id'), int('customer_id'), int('record_id'), int('seq'), when('at'),
          str('actor_party', 16, false), int('actor_id'), str('actor_name', 200), int('acting_user_id', true), str('ip', 45),
          str('action', 32, false), str('target', 64), text('before_json'), text('after_json'), str('prev_hash', 64, false), str('hash', 64, false),
        ],
        indices: [
          { name: 'ux_i9_trail_seq', columnNames: ['record_id', 'seq'], isUnique: true },
          { name: 'ix_i9_trail_customer', columnNames: ['customer_id', 'record_id'] },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('i9_trail', true);
  }
}
