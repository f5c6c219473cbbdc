import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import { NotificationService } from '../notification.service';
import type { OutboxMessage } from '../notification-outbox';
import { outboxDataSource, startNotificationsApp, testConfig } from './outbox-test-kit';

describe('Notifications without SMTP: the outbox and /_mailbox', () => {
  let ds: DataSource;
  let app: NestFastifyApplication;
  let notifications: NotificationService;

  beforeAll(async () => {
    ds = await outboxDataSource();
    app = await startNotificationsApp(ds, testConfig({ smtpUrl: undefined, mailboxEnabled: true }));
    notifications = app.get(NotificationService);
    await notifications.sendEmail({
      customerId: 7,
      to: 'Ana@Example.com',
      subject: 'Confirm your email',
      text: 'Hello Ana,\nconfirm here: http://localhost:3000/acme/hq/confirm?token=abc&x=1.\nThanks',
      html: '<p>ignored in the outbox</p>',
    });
    await notifications.sendSms({ customerId: 8, to: '+15555550100', text: 'Your code is 123456' });
    await notifications.sendEmail({
      customerId: 7,
      to: 'mallory@example.com',
      subject: '<script>alert("s")</script>',
      text: '<img src=x onerror=alert(1)> & "quotes" https://evil.example/"><script>x</script>',
    });
  });
  afterAll(async () => {
    await app.close();
    await ds.destroy();
  });

  it('writes one outbox row per message with the channel and the text body', async () => {
    const rows = (await ds.query('SELECT customer_id, channel, recipient, subject, body, created_at FROM notification_outbox ORDER BY id')) as Array<
      Record<string, unknown>
    >;
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ customer_id: 7, channel: 'email', recipient: 'Ana@Example.com', subject: 'Confirm your email' });
    expect(rows[0].body).toContain('confirm here: http://localhost:3000/acme/hq/confirm?token=abc&x=1.');
    expect(rows[1]).toMatchObject({ customer_id: 8, channel: 'sms', recipient: '+15555550100', subject: null, body: 'Your code is 123456' });
    expect(rows[0].created_at).toBeTruthy();
  });

  it('serves the messages newest first as JSON, with their links, filtered by recipient', async () => {
    const all = (await app.inject({ method: 'GET', url: '/_mailbox.json' })).json<{ messages: OutboxMessage[] }>();
    expect(all.messages.map((m) => m.to)).toEqual(['mallory@example.com', '+15555550100', 'Ana@Example.com']);

    const res = await app.inject({ method: 'GET', url: '/_mailbox.json?to=ana@example.com' });
    expect(res.statusCode).toBe(200);
    const { messages } = res.json<{ messages: OutboxMessage[] }>();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ customer_id: 7, channel: 'email', to: 'Ana@Example.com', subject: 'Confirm your email' });
    expect(messages[0].links).toEqual(['http://localhost:3000/acme/hq/confirm?token=abc&x=1']);
    expect(typeof messages[0].id).toBe('number');
    expect(new Date(messages[0].created_at).toISOString()).toBe(messages[0].created_at);
  });

  it('renders a readable HTML page that escapes everything and makes links clickable', async () => {
    const res = await app.inject({ method: 'GET', url: '/_mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const html = res.body;
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(&quot;s&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(html).toContain('<a href="http://localhost:3000/acme/hq/confirm?token=abc&amp;x=1" rel="noopener noreferrer">');
    expect(html).toContain('<a href="https://evil.example/" rel="noopener noreferrer">https://evil.example/</a>&quot;&gt;&lt;script&gt;');
    expect(html.indexOf('mallory@example.com')).toBeLessThan(html.indexOf('Ana@Example.com'));
  });

  it('escapes the recipient filter echoed into the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/_mailbox?to=%22%3E%3Cscript%3E' });
    expect(res.body).toContain('value="&quot;&gt;&lt;script&gt;"');
    expect(res.body).toContain('No messages yet.');
  });
});

describe('/_mailbox when disabled', () => {
  it('answers 404 route_not_found while registered, and is absent when the module is told', async () => {
    const ds = await outboxDataSource();
    const config = testConfig({ mailboxEnabled: false });
    const registered = await startNotificationsApp(ds, config);
    const left = await startNotificationsApp(ds, config, { mailboxEnabled: false });
    try {
      for (const app of [registered, left]) {
        const res = await app.inject({ method: 'GET', url: '/_mailbox.json' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ messageKey: 'route_not_found' });
      }
    } finally {
      await registered.close();
      await left.close();
      await ds.destroy();
    }
  });
});
