import { createRootLogger, maskLine, PinoNestLogger } from '../logger';
import { maskSsn, saneRequestId } from '../log-context';

const SSN = /\b\d{3}-?\d{2}-?\d{4}\b/;

function capture(level: 'info' | 'debug' = 'info') {
  const lines: string[] = [];
  const logger = createRootLogger({ level, destination: { write: (l: string) => lines.push(l) } });
  return { logger, lines, parsed: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe('root logger', () => {
  it('masks SSN-shaped text in messages, fields, errors and bare numbers, and the line stays JSON', () => {
    const { logger, lines, parsed } = capture();
    logger.info({ note: 'ssn 123-45-6789', nested: { v: '987654321' }, n: 876543210 }, 'typed 234567890 here');
    logger.error({ err: new Error('Duplicate entry 345-67-8901 for key') }, 'insert failed');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).not.toMatch(SSN);
    }
    const [first, second] = parsed();
    expect(first).toMatchObject({ level: 'info', msg: 'typed ********* here', note: 'ssn ***-**-****', nested: { v: '*********' }, n: '*********' });
    expect((second.err as { message: string }).message).toBe('Duplicate entry ***-**-**** for key');
  });

  it('leaves dates, times, UUIDs and longer numbers alone', () => {
    const text = '{"time":"2026-11-25T13:31:08.123Z","id":"123e4567-e89b-12d3-a456-426614174000","n":1234567890123}';
    expect(maskLine(text)).toBe(text);
    expect(maskSsn('call 555-123-4567')).toBe('call 555-123-4567');
  });

  it('redacts authorization headers and passwords', () => {
    const { logger, parsed } = capture();
    logger.info({ headers: { authorization: 'Basic abc' }, password: 'pw', body: { password: 'pw2' } }, 'x');
    expect(parsed()[0]).toMatchObject({ headers: { authorization: '[redacted]' }, password: '[redacted]', body: { password: '[redacted]' } });
  });

  it('takes a sane incoming request id only', () => {
    expect(saneRequestId('abc-123_x.y:z')).toBe('abc-123_x.y:z');
    expect(saneRequestId(['first', 'second'])).toBe('first');
    for (const bad of ['', 'has space', 'a"quote', 'x'.repeat(200), '123-45-6789', '123456789', 'line\nbreak', undefined]) {
      expect(saneRequestId(bad)).toBeUndefined();
    }
  });
});

describe("Nest's logger on the root logger", () => {
  it('puts the route mapping and module init lines at debug, other lines at their level with the context', () => {
    const info = capture('info');
    const nest = new PinoNestLogger(() => info.logger);
    nest.log('Mapped {/api/v1/i9, GET} route', 'RouterExplorer');
    nest.log('IdentityModule dependencies initialized', 'InstanceLoader');
    nest.log('Nest application successfully started', 'NestApplication');
    nest.log('Consuming exports', 'Worker');
    nest.warn('slow', 'Queue');
    nest.error('failed', 'Error: failed\n    at x (y.ts:1:1)', 'HttpError');
    expect(info.parsed()).toEqual([
      expect.objectContaining({ level: 'info', msg: 'Consuming exports', context: 'Worker' }),
      expect.objectContaining({ level: 'warn', msg: 'slow', context: 'Queue' }),
      expect.objectContaining({ level: 'error', msg: 'failed', context: 'HttpError', stack: expect.stringContaining('at x') }),
    ]);
    const debug = capture('debug');
    new PinoNestLogger(() => debug.logger).log('Mapped {/api/v1/i9, GET} route', 'RouterExplorer');
    expect(debug.parsed()).toEqual([expect.objectContaining({ level: 'debug', msg: 'Mapped {/api/v1/i9, GET} route', context: 'RouterExplorer' })]);
  });
});
