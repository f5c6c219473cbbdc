import { spawn } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { createTestDatabase } from '@attest/platform/testing';

const repoRoot = path.resolve(__dirname, '../../../..');

/** Starts the server's main.ts (run from the sources, as the worker tests do), waits for its summary line, stops it. */
async function startServer(env: Record<string, string>): Promise<string[]> {
  const db = await createTestDatabase();
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attest-startup-'));
  const child = spawn(process.execPath, ['-r', path.join(repoRoot, 'services/platform/src/testing/run-from-source.cjs'), path.join(repoRoot, 'services/server/src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', DATABASE_URL: db.url, REDIS_URL: '', ATTEST_VAR_DIR: varDir, SEED_DEMO: 'false', LOG_LEVEL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const deadline = Date.now() + 90_000;
    while (!out.includes('"msg":"Attest started"')) {
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`the server did not start:\n${out}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    // Anything written right after the summary still counts.
    await new Promise((r) => setTimeout(r, 300));
    return out.split('\n').filter((l) => l.trim() !== '');
  } finally {
    child.kill('SIGTERM');
    await exited;
    await db.drop();
    fs.rmSync(varDir, { recursive: true, force: true });
  }
}

describe('quiet start-up (decision 0047)', () => {
  it('prints a handful of JSON lines and one summary at the default level, no route lines; LOG_LEVEL=debug shows the routes', async () => {
    const lines = await startServer({});
    // Before: one line per mapped route and controller (hundreds). Now: migrations, notices, the worker, the summary.
    expect(lines.length).toBeLessThanOrEqual(8);
    for (const line of lines) {
      expect(() => JSON.parse(line)).not.toThrow();
      expect(line).not.toMatch(/Mapped \{|RoutesResolver|dependencies initialized/);
    }
    const summary = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'Attest started');
    expect(summary).toHaveLength(1);
    expect(summary[0]).toMatchObject({ level: 'info', database: 'mysql', queue: 'in-process', worker: true, routes: expect.any(Number), startupMs: expect.any(Number) });
    expect(summary[0].routes as number).toBeGreaterThan(100);

    const debug = await startServer({ LOG_LEVEL: 'debug' });
    const mapped = debug.filter((l) => l.includes('Mapped {'));
    expect(mapped.length).toBeGreaterThan(100);
    expect(JSON.parse(mapped[0])).toMatchObject({ level: 'debug', context: 'RouterExplorer' });
  }, 200_000);
});
