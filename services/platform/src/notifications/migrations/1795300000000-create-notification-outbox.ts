import { MigrationInterface, QueryRunner, Table } from 'typeorm';

export class CreateNotificationOutbox1795300000000 implements MigrationInterface {
  name = 'CreateNotificationOutbox1795300000000';

  async up(q: QueryRunner): Promise<void> {
    // SQLite allows AUTOINCREMENT only on "INTEGER PRIMARY KEY" (which is 64-bit there anyway).
    const idType = q.connection.driver.options.type === 'better-sqlite3' ? 'integer' : 'bigint';
    await q.createTable(
      new Table({
        name: 'notification_outbox',
        columns: [
          { name: 'id', type: idType, isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'customer_id', type: 'int' },
          { name: 'channel', type: 'varchar', length: '8' },
          { name: 'recipient', type: 'varchar', length: '320' },
          // 998: the longest header line RFC 5322 allows.
          { name: 'subject', type: 'varchar', length: '998', isNullable: true },
          { name: 'body', type: 'text' },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [{ name: 'ix_notification_outbox_customer', columnNames: ['customer_id', 'created_at'] }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('notification_outbox', true);
  }
}
