import { spawn, type ChildProcess } from 'child_process';
import * as path from 'path';
import type { AppConfig } from '../config/app-config';

const repoRoot = path.resolve(__dirname, '../../../..');

export interface WorkerProcess {
  pid: number;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  readonly exited: Promise<number | null>;
  /** Sends `signal` (SIGKILL: no shutdown hooks, no lock release) and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** SIGTERM (running jobs finish), SIGKILL after 10 s. */
  stop(): Promise<void>;
}

/**
 * The environment that makes another process share a test app's database, Redis queues, files and keys
 * (the encryption key matters: the child reads what the test app encrypted).
 */
export function envOfConfig(config: AppConfig): Record<string, string> {
  return {
    ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : { SQLITE_PATH: config.sqlitePath }),
    REDIS_URL: config.redisUrl ?? '',
    QUEUE_PREFIX: config.queuePrefix,
    STORAGE_DIR: config.storageDir,
    ENCRYPTION_KEY: config.encryptionKey.toString('hex'),
    SIGNING_SECRET: config.signingSecret,
    PUBLIC_URL: config.publicUrl,
    MAILBOX_ENABLED: String(config.mailboxEnabled),
  };
}

/**
 * Starts the standalone worker (services/worker/src/main.ts) as a real separate Node process, run from the
 * sources (run-from-source.cjs), on `config`'s database and queues plus `env`. Answers once it logs that it
 * consumes its queues. Stop it (or kill it) before the test app closes.
 */
export async function spawnWorker(config: AppConfig, options: { env?: Record<string, string>; entry?: string; readyTimeoutMs?: number } = {}): Promise<WorkerProcess> {
  const entry = path.join(repoRoot, options.entry ?? 'services/worker/src/main.ts');
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', '-r', path.join(__dirname, 'run-from-source.cjs'), entry], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', NO_COLOR: '1', ...envOfConfig(config), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const pid = child.pid;
  if (pid === undefined) {
    throw new Error(`worker did not start: ${entry}`);
  }
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const proc: WorkerProcess = {
    pid,
    output: () => log,
    exited,
    async kill(signal) {
      if (!ended()) {
        process.kill(pid, signal);
      }
      await exited;
    },
    async stop() {
      if (ended()) {
        return;
      }
      const timer = setTimeout(() => !ended() && process.kill(pid, 'SIGKILL'), 10_000);
      process.kill(pid, 'SIGTERM');
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  while (!/Consuming /.test(log)) {
    if (ended() || Date.now() > deadline) {
      await proc.kill('SIGKILL');
      throw new Error(`worker did not become ready:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return proc;
}
