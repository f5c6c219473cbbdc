import { spawn, spawnSync, type ChildProcess } from 'child_process';
import * as fs from 'fs';
import * as net from 'net';
import * as os from 'os';
import * as path from 'path';
import { randomBytes } from 'crypto';
import { createTestDatabase } from '@attest/platform/testing';

export const repoRoot = path.resolve(__dirname, '../../..');

/** Builds server and web once if their outputs are missing (a fresh checkout). */
export function ensureBuilt(): void {
  if (!fs.existsSync(path.join(repoRoot, 'services/server/dist/main.js'))) {
    run('infra/scripts/build-services.mjs');
  }
  const webOutputs = ['shell', 'mfe-applicant', 'mfe-i9-everify', 'mfe-content-admin', 'mfe-account-admin', 'mfe-talent'];
  const missing = webOutputs.filter(
    (p) => !fs.existsSync(path.join(repoRoot, p, 'dist', p === 'shell' ? 'index.html' : 'remoteEntry.js')),
  );
  if (missing.length > 0) {
    run('infra/scripts/build-web.mjs', ...missing);
  }
}

function run(script: string, ...args: string[]): void {
  const result = spawnSync(process.execPath, [path.join(repoRoot, script), ...args], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`${script} failed (exit ${result.status})`);
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  dbName: string;
  dbUrl: string;
  varDir: string;
  output(): string;
  stop(): Promise<void>;
}

/** Starts services/server/dist/main.js on a free port with a fresh MariaDB database; stop() kills it and drops the database. */
export async function startServer(opts: { remotesManifest?: string; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const db = await createTestDatabase('attest_e2e');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attest-e2e-'));
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'services/server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: db.url,
      // A prefix of its own keeps this server's queues and login rate-limit counts apart from other
      // runs sharing this Redis (otherwise repeated demo logins would answer 429).
      REDIS_URL: 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `attest-e2e-${randomBytes(4).toString('hex')}`,
      ATTEST_VAR_DIR: varDir,
      ...(opts.remotesManifest ? { REMOTES_MANIFEST: opts.remotesManifest } : {}),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  let exited = false;
  child.on('exit', () => (exited = true));

  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    await db.drop();
    fs.rmSync(varDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`server exited during start:\n${log}`);
    }
    try {
      const res = await fetch(`${url}/api/v1/health/edocs`);
      // The demo seed runs before listen, so an answer means the seeded customer exists.
      if (res.status < 500) {
        break;
      }
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not become healthy in 60 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, dbName: db.name, dbUrl: db.url, varDir, output: () => log, stop };
}
