import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { int, pk, str, when } from '../../shared/migration-columns';

export class CreateEverifyCaseFiles1797200000100 implements MigrationInterface {
  name = 'CreateEverifyCaseFiles1797200000100';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'everify_case_files',
        columns: [
          pk('id'), int('customer_id'), int('case_id'), str('kind', 16, false), str('lang', 2), str('file_name', 200, false), str('content_type', 64, false),
          int('size', true), str('sha256', 64), str('storage_key', 255), str('state', 16, false), str('job_id', 100), str('event_name', 160), str('error', 64),
          str('created_by_party', 16, false), int('created_by_id'), when('created_at'), when('ready_at', true),
        ],
        indices: [{ name: 'ix_everify_case_files_case', columnNames: ['customer_id', 'case_id', 'kind'] }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('everify_case_files', true);
  }
}
