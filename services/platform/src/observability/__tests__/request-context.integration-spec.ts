import { Body, Controller, Get, Logger, Module, Post, Req } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '../../config/app-config';
import { createApp } from '../../http/create-app';
import { client } from '../../testing';
import { setLogCustomer } from '../log-context';
import { createRootLogger } from '../logger';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

@Controller('probe')
class ProbeController {
  private readonly logger = new Logger('Probe');

  /** Logs after the body was read, after awaits and timers: the request's context must still be there. */
  @Post()
  async post(@Body() body: { n: number }, @Req() req: object) {
    setLogCustomer(req, 42);
    await sleep(5);
    this.logger.log(`handled ${body.n}`);
    await Promise.all([1, 2].map(async (i) => (await sleep(i), this.logger.log(`part ${i}`))));
    return { ok: true };
  }

  @Get(':id')
  get() {
    this.logger.log('read');
    return { ok: true };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('request context on log lines (a bare Fastify app made by createApp)', () => {
  let app: NestFastifyApplication;
  let call: ReturnType<typeof client>;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const logger = createRootLogger({ level: 'info', destination: { write: (l: string) => lines.push(JSON.parse(l) as Record<string, unknown>) } });
    app = await createApp(ProbeModule, loadConfig({ ...process.env, PORT: '0' }), { logger });
    await app.listen(0, '127.0.0.1');
    call = client(`http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`);
  });
  afterAll(async () => app?.close());

  it('keeps requestId and customerId on every line a handler writes, across body parsing and awaits, and apart between concurrent requests', async () => {
    const answers = await Promise.all(['r-1', 'r-2', 'r-3'].map((id, n) => call('POST', '/probe', { body: { n }, headers: { 'x-request-id': id } })));
    expect(answers.map((a) => a.headers.get('x-request-id'))).toEqual(['r-1', 'r-2', 'r-3']);
    for (const [n, id] of ['r-1', 'r-2', 'r-3'].entries()) {
      const mine = lines.filter((l) => l.requestId === id);
      expect(mine.map((l) => l.msg).sort()).toEqual([`handled ${n}`, 'part 1', 'part 2', 'request'].sort());
      expect(mine.every((l) => l.customerId === 42)).toBe(true);
    }
    expect(lines.filter((l) => l.context === 'Probe').every((l) => typeof l.requestId === 'string')).toBe(true);
  });

  it('logs the route pattern, never the raw path or query string', async () => {
    await call('GET', '/probe/12345?secret=x', { headers: { 'x-request-id': 'r-get' } });
    const access = lines.find((l) => l.requestId === 'r-get' && l.msg === 'request');
    expect(access).toMatchObject({ method: 'GET', route: '/probe/:id', status: 200 });
    expect(JSON.stringify(lines.filter((l) => l.requestId === 'r-get'))).not.toMatch(/12345|secret/);
  });
});
