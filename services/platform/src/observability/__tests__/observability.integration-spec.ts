import { Module } from '@nestjs/common';
import * as net from 'net';
import { PlatformModule } from '../../platform.module';
import type { AppConfig } from '../../config/app-config';
import { JOB_QUEUE, type JobQueue } from '../../queue/job.types';
import { QueueName } from '../../queue/queue-name.enum';
import { waitFor } from '../../queue/__tests__/wait-for';
import { client, startTestApp, type TestApp } from '../../testing';

/** The kernel alone (what every service process has): /metrics, /health/live, /health/ready. */
function kernel(config: AppConfig) {
  @Module({ imports: [PlatformModule.forRoot(config, [])] })
  class KernelOnly {}
  return KernelOnly;
}

/** One sample of the text format: `name{labels} value`. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const m = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (m && m[1] === name && wanted.every((l) => (m[2] ?? '').split(',').includes(l))) {
      return Number(m[3]);
    }
  }
  return undefined;
}

describe('metrics and health (Redis, MariaDB, local storage)', () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await startTestApp(kernel, { redis: true });
    call = client(t.baseUrl);
  }, 60_000);
  afterAll(async () => t?.close());

  it('answers live and ready with every check', async () => {
    expect(await call('GET', '/health/live')).toMatchObject({ status: 200, body: { status: 'live' } });
    const ready = await call('GET', '/health/ready');
    expect(ready).toMatchObject({ status: 200, body: { status: 'ready', checks: { database: 'ok', redis: 'ok', storage: 'ok' } } });
  });

  it('exposes HTTP latency by route pattern, queue depth, job durations and failures and DB pool use', async () => {
    const queue = t.app.get<JobQueue>(JOB_QUEUE);
    queue.registerProcessor({ queue: QueueName.Exports, jobName: 'metrics-ok', version: 1, handle: async () => 'done' });
    queue.registerProcessor({
      queue: QueueName.Exports,
      jobName: 'metrics-boom',
      version: 1,
      handle: async () => {
        throw new Error('boom');
      },
    });
    await queue.start();
    const ok = await queue.add(QueueName.Exports, 'metrics-ok', { customerId: 1, version: 1 });
    const boom = await queue.add(QueueName.Exports, 'metrics-boom', { customerId: 1, version: 1 }, { attempts: 1 });
    // Nobody consumes transfers in this process: the job waits.
    await queue.add(QueueName.Transfers, 'nobody-runs-this', { customerId: 1, version: 1 });
    await waitFor(async () => ((await queue.getJob(QueueName.Exports, ok.id))?.state === 'completed' ? true : undefined));
    await waitFor(async () => ((await queue.getJob(QueueName.Exports, boom.id))?.state === 'failed' ? true : undefined));
    for (let i = 0; i < 3; i++) {
      expect((await call('GET', '/health/live')).status).toBe(200);
    }
    expect((await call('GET', '/no/such/route?x=1')).status).toBe(404);

    const res = await fetch(`${t.baseUrl}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/health/live', status_class: '2xx' })).toBe(4);
    expect(sample(text, 'http_request_duration_seconds_bucket', { method: 'GET', route: '/health/live', status_class: '2xx', le: '+Inf' })).toBe(4);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '(unmatched)', status_class: '4xx' })).toBe(1);
    expect(text).not.toContain('/no/such/route');
    expect(sample(text, 'job_duration_seconds_count', { queue: 'exports', job: 'metrics-ok', outcome: 'completed' })).toBe(1);
    expect(sample(text, 'job_duration_seconds_count', { queue: 'exports', job: 'metrics-boom', outcome: 'failed' })).toBe(1);
    expect(sample(text, 'job_failures_total', { queue: 'exports', job: 'metrics-boom' })).toBe(1);
    expect(sample(text, 'queue_depth', { queue: 'transfers', state: 'waiting' })).toBe(1);
    expect(sample(text, 'queue_depth', { queue: 'exports', state: 'failed' })).toBe(1);
    expect(sample(text, 'queue_depth', { queue: 'exports', state: 'active' })).toBe(0);
    expect(sample(text, 'db_pool_connections', { state: 'max' })).toBe(20);
    const inUse = sample(text, 'db_pool_connections', { state: 'in_use' }) as number;
    const free = sample(text, 'db_pool_connections', { state: 'free' }) as number;
    expect(inUse).toBeGreaterThanOrEqual(0);
    expect(inUse + free).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_connections', { state: 'queued' })).toBe(0);
    expect(text).toContain('process_cpu_seconds_total');
  });
});

/**
 * A TCP pass-through to the real Redis that the test can cut (nobody listens on its port then) and restore,
 * so this app's Redis goes down and comes back while its other clients stay well-behaved.
 */
class RedisCable {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  async plug(): Promise<void> {
    if (this.server) {
      return;
    }
    this.server = net.createServer((inbound) => {
      const outbound = net.connect(6379, '127.0.0.1');
      for (const s of [inbound, outbound]) {
        this.sockets.add(s);
        s.on('error', () => s.destroy());
        s.on('close', () => this.sockets.delete(s));
      }
      inbound.pipe(outbound).pipe(inbound);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server!.address() as net.AddressInfo).port;
  }

  async cut(): Promise<void> {
    for (const s of this.sockets) {
      s.destroy();
    }
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}

describe('not ready when a dependency is down; /metrics behind METRICS_TOKEN', () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  const cable = new RedisCable();

  beforeAll(async () => {
    await cable.plug();
    t = await startTestApp(kernel, { redis: true, env: { REDIS_URL: `redis://127.0.0.1:${cable.port}`, METRICS_TOKEN: 'scrape-secret-1' } });
    call = client(t.baseUrl);
  }, 60_000);
  afterAll(async () => {
    await cable.plug();
    await t?.close();
    await cable.cut();
  }, 30_000);

  it('answers 503 not_ready naming the Redis check within about a second while Redis is away, 200 again after', async () => {
    expect((await call('GET', '/health/ready')).status).toBe(200);
    await cable.cut();
    const started = Date.now();
    const ready = await call('GET', '/health/ready');
    expect(Date.now() - started).toBeLessThan(2500);
    expect(ready).toMatchObject({ status: 503, body: { messageKey: 'not_ready', status: 'not_ready', details: { failed: ['redis'], checks: { database: 'ok', redis: 'failed', storage: 'ok' } } } });
    expect((await call('GET', '/health/live')).status).toBe(200);
    await cable.plug();
    await waitFor(async () => ((await call('GET', '/health/ready')).status === 200 ? true : undefined));
  }, 30_000);

  it('refuses /metrics without the bearer token and answers it with the token', async () => {
    expect(await call('GET', '/metrics')).toMatchObject({ status: 401, body: { messageKey: 'unauthorized' } });
    expect((await call('GET', '/metrics', { headers: { authorization: 'Bearer wrong-secret' } })).status).toBe(401);
    const res = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: 'Bearer scrape-secret-1' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('http_request_duration_seconds');
  }, 15_000);
});
