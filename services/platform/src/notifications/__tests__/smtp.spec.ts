import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import { NotificationService } from '../notification.service';
import { outboxDataSource, startNotificationsApp, testConfig } from './outbox-test-kit';
import { startSmtpSink } from './smtp-sink';

describe('Notifications with SMTP configured', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let ds: DataSource;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    sink = await startSmtpSink();
    ds = await outboxDataSource();
    app = await startNotificationsApp(ds, testConfig({ smtpUrl: sink.url, mailFrom: 'Attest <no-reply@attest.test>', mailboxEnabled: false }));
  });
  afterAll(async () => {
    await app.close();
    await ds.destroy();
    await sink.close();
  });

  it('hands email to the SMTP server (not the outbox); SMS still goes to the outbox', async () => {
    const notifications = app.get(NotificationService);
    await notifications.sendEmail({ customerId: 7, to: 'ana@example.com', subject: 'Reset your password', text: 'Reset: http://x/reset?t=1', html: '<p>Reset</p>' });
    await notifications.sendSms({ customerId: 7, to: '+15555550100', text: 'code 1' });

    expect(sink.received).toHaveLength(1);
    expect(sink.received[0].from).toBe('<no-reply@attest.test>');
    expect(sink.received[0].to).toEqual(['<ana@example.com>']);
    expect(sink.received[0].data).toContain('Subject: Reset your password');
    expect(sink.received[0].data).toContain('Reset: http://x/reset?t=1');
    expect(sink.received[0].data).toContain('<p>Reset</p>');

    const rows = (await ds.query('SELECT channel, recipient FROM notification_outbox')) as unknown[];
    expect(rows).toEqual([{ channel: 'sms', recipient: '+15555550100' }]);
  });
});
