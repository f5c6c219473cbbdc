import { Module } from '@nestjs/common';
import { io, type Socket } from 'socket.io-client';
import { PlatformModule, type AppConfig } from '@attest/platform';
import { client, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { WorkerModule } from '@attest/worker';
import { applicantDataParts } from '../applicant-data';
import { ApplicantModule } from '../applicant.module';
import { insertApplicant, sessionFor } from './applicant-fixtures';

function moduleFor(config: AppConfig) {
  @Module({ imports: [PlatformModule.forRoot(config, [applicantDataParts]), ApplicantModule, WorkerModule] })
  class TestModule {}
  return TestModule;
}

describe('staff applicant search and the async export on BullMQ', () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let staff: Session;
  let applicant: Session;

  beforeAll(async () => {
    t = await startTestApp(moduleFor, { redis: true });
    call = client(t.baseUrl);
    for (let i = 0; i < 30; i++) {
      await insertApplicant(t.app, 1, { first_name: `Person${i}`, last_name: i % 2 ? 'Lovelace' : 'Hopper', email: `p${i}@acme.test`, location_id: i % 3 ? 10 : 11 });
    }
    await insertApplicant(t.app, 1, { first_name: '=cmd', last_name: 'Quote, "Injected"', email: 'csv@acme.test', location_id: 10 });
    const outsider = await insertApplicant(t.app, 2, { first_name: 'Eve', last_name: 'Lovelace', email: 'eve@globex.test' });
    staff = await sessionFor(t.app, 'user', 900, 1);
    applicant = await sessionFor(t.app, 'applicant', outsider.applicant_id, 2);
  }, 60_000);
  afterAll(async () => t.close());

  it('searches by term with take defaulting to 10, only within the caller’s customer', async () => {
    const res = await call('GET', '/api/v1/applicants?term=love', { session: staff });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(10);
    expect(res.body.every((a: { last_name: string; email: string }) => a.last_name === 'Lovelace' && a.email.endsWith('@acme.test'))).toBe(true);
    const three = await call('GET', '/api/v1/applicants?term=person1&take=3', { session: staff });
    expect(three.body.map((a: { full_name: string }) => a.full_name)).toHaveLength(3);
    expect((await call('GET', '/api/v1/applicants?take=abc', { session: staff })).status).toBe(400);
  });

  it('queries with locations, paging and a total', async () => {
    const res = await call('POST', '/api/v1/applicants/query', { session: staff, body: { locations: [11], skip: 0, take: 4 } });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(10);
    expect(res.body.items).toHaveLength(4);
    const bad = await call('POST', '/api/v1/applicants/query', { session: staff, body: { take: 1000 } });
    expect(bad.body).toMatchObject({ statusCode: 400, messageKey: 'validation_failed', details: { fields: { take: 'es_max' } } });
  });

  it('is staff only', async () => {
    const res = await call('GET', '/api/v1/applicants?term=a', { session: applicant });
    expect(res.body).toMatchObject({ statusCode: 403, messageKey: 'forbidden_party' });
  });

  it('exports a CSV through the worker and answers on the real-time channel with url and filename', async () => {
    const socket: Socket = io(t.baseUrl, { path: '/hub', transports: ['websocket'] });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    try {
      const start = await call('POST', '/api/v1/applicants/exportasync', { session: staff, body: { term: '' } });
      expect(start.status).toBe(202);
      const { event_name: eventName, subscription_url: subscriptionUrl } = start.body as { event_name: string; subscription_url: string };
      const messages: { progress?: number; url?: string; filename?: string; error?: string }[] = [];
      const done = new Promise<{ url: string; filename: string }>((resolve, reject) => {
        socket.on(eventName, (m: (typeof messages)[number]) => {
          messages.push(m);
          if (m.url) {
            resolve(m as { url: string; filename: string });
          }
          if (m.error) {
            reject(new Error(m.error));
          }
        });
      });
      socket.emit('register', eventName);
      await new Promise((r) => setTimeout(r, 100));
      const sub = await call('POST', subscriptionUrl, { session: staff, body: { value: socket.id } });
      expect(sub.status).toBeLessThan(300);
      const result = await done;
      expect(result.filename).toMatch(/^applicants-\d{4}-\d{2}-\d{2}\.csv$/);
      const file = await fetch(t.baseUrl + result.url);
      expect(file.status).toBe(200);
      const csv = await file.text();
      const lines = csv.trim().split('\r\n');
      expect(lines[0]).toMatch(/^applicant_id,first_name,middle_name,last_name,email/);
      expect(lines).toHaveLength(32);
      expect(csv).not.toContain('globex');
      expect(csv).toContain(`'=cmd`);
      expect(csv).toContain('"Quote, ""Injected"""');
      // A tampered link is refused.
      expect((await fetch(t.baseUrl + result.url.replace('signature=', 'signature=0'))).status).toBe(403);
    } finally {
      socket.close();
    }
  }, 30_000);
});
