import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import * as os from 'os';
import * as path from 'path';
import { randomBytes } from 'crypto';
import { loadConfig, type AppConfig } from '../config/app-config';
import { createApp } from '../http/create-app';
import type { RootLogger } from '../observability/logger';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Boots a real service module on a fresh MariaDB database (and Redis when `redis` is set), listening
 * on a free port. Nothing of ours is mocked.
 */
export async function startTestApp(
  buildModule: (config: AppConfig) => Type<unknown>,
  options: { redis?: boolean; env?: Record<string, string>; beforeListen?: (app: NestFastifyApplication) => Promise<void>; /** Capture the JSON log lines (default: silent). */ logger?: RootLogger } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const varDir = path.join(os.tmpdir(), `attest-test-${randomBytes(4).toString('hex')}`);
  const config = loadConfig({
    ...process.env,
    ATTEST_VAR_DIR: varDir,
    DATABASE_URL: db.url,
    REDIS_URL: options.redis ? (process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379') : '',
    PORT: '0',
    MAILBOX_ENABLED: 'true',
    // Test runs share the machine's Redis; their queues must not take each other's jobs.
    QUEUE_PREFIX: `attest-test-${db.name}`,
    ...options.env,
  });
  const app = await createApp(buildModule(config), config, { logger: options.logger ?? false });
  await options.beforeListen?.(app);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    app,
    config: { ...config, publicUrl: baseUrl },
    baseUrl,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}
