import type { DataSource } from 'typeorm';
import { createTestDatabase } from '../../testing/test-database';
import { CreateNotificationOutbox1795300000000 } from '../migrations/1795300000000-create-notification-outbox';
import { NotificationOutbox } from '../notification-outbox';
import { NotificationService } from '../notification.service';
import { outboxDataSource } from './outbox-test-kit';

describe('notification_outbox on MariaDB', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let ds: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase('attest_notifications');
    ds = await outboxDataSource(db.url);
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('the migration creates the table; the service writes and the outbox reads newest first', async () => {
    const columns = (await ds.query(
      'SELECT COLUMN_NAME AS name, DATA_TYPE AS type, IS_NULLABLE AS nullable, EXTRA AS extra FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION',
      [db.name, 'notification_outbox'],
    )) as Array<{ name: string; type: string; nullable: string; extra: string }>;
    expect(columns.map((c) => [c.name, c.type, c.nullable])).toEqual([
      ['id', 'bigint', 'NO'],
      ['customer_id', 'int', 'NO'],
      ['channel', 'varchar', 'NO'],
      ['recipient', 'varchar', 'NO'],
      ['subject', 'varchar', 'YES'],
      ['body', 'text', 'NO'],
      ['created_at', 'datetime', 'NO'],
    ]);
    expect(columns[0].extra).toContain('auto_increment');

    const outbox = new NotificationOutbox(ds);
    const service = new NotificationService(outbox, null);
    await service.sendEmail({ customerId: 3, to: 'Lee@Example.com', subject: 'Welcome', text: 'Start at https://attest.test/acme/hq/login' });
    await service.sendSms({ customerId: 3, to: '+15555550101', text: 'Hi' });

    const messages = await outbox.list();
    expect(messages.map((m) => [m.channel, m.to])).toEqual([
      ['sms', '+15555550101'],
      ['email', 'Lee@Example.com'],
    ]);
    expect(messages[1]).toMatchObject({ customer_id: 3, subject: 'Welcome', links: ['https://attest.test/acme/hq/login'] });
    expect(messages[1].id).toBe(messages[0].id - 1);
    expect((await outbox.list({ to: 'lee@example.com' })).map((m) => m.to)).toEqual(['Lee@Example.com']);
  });

  it('down drops the table', async () => {
    const runner = ds.createQueryRunner();
    try {
      await new CreateNotificationOutbox1795300000000().down(runner);
      expect(await runner.hasTable('notification_outbox')).toBe(false);
      await new CreateNotificationOutbox1795300000000().up(runner);
      expect(await runner.hasTable('notification_outbox')).toBe(true);
    } finally {
      await runner.release();
    }
  });
});
