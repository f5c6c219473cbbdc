import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { int, pk, str, when } from '../../shared/migration-columns';

export class CreateI9MobileRequests1797100000210 implements MigrationInterface {
  name = 'CreateI9MobileRequests1797100000210';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'i9_mobile_requests',
        columns: [
          pk('id'), int('customer_id'), int('record_id'), str('id_hash', 64, false), str('code_hash', 64, false),
          str('list', 1, false), int('doc_index'), str('status', 16, false), { name: 'attempts', type: 'int', default: 0 },
          str('created_by_party', 16, false), int('created_by_id'), str('created_by_name', 200), int('acting_user_id', true),
          str('token_hash', 64), when('token_expires_at', true), when('expires_at'), when('verified_at', true), when('created_at'),
        ],
        indices: [
          { name: 'ux_i9_mobile_requests_id_hash', columnNames: ['id_hash'], isUnique: true },
          { name: 'ix_i9_mobile_requests_record', columnNames: ['customer_id', 'record_id'] },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('i9_mobile_requests', true);
  }
}
