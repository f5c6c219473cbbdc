import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { randomBytes } from 'crypto';
import IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { STORAGE, type StorageService } from '../storage/storage.types';
import { withTimeout } from './with-timeout';

/** Each check answers within this. */
export const CHECK_TIMEOUT_MS = 1000;

export type CheckResult = 'ok' | 'failed' | 'not_configured';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckResult; redis: CheckResult; storage: CheckResult };
}

/**
 * What /health/ready asks (decision 0047): the database answers SELECT 1, Redis answers PING (when
 * configured), storage takes and drops a small object. Each within 1 s; all in parallel.
 */
@Injectable()
export class HealthChecksService implements OnModuleDestroy {
  private redis?: IORedis;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
  ) {}

  async readiness(): Promise<Readiness> {
    const [database, redis, storage] = await Promise.all([
      this.check(async () => {
        await this.ds.query('SELECT 1');
      }),
      this.config.redisUrl ? this.check(() => this.pingRedis()) : Promise.resolve<CheckResult>('not_configured'),
      this.check(() => this.touchStorage()),
    ]);
    return { ready: database !== 'failed' && redis !== 'failed' && storage !== 'failed', checks: { database, redis, storage } };
  }

  async onModuleDestroy(): Promise<void> {
    const client = this.redis;
    this.redis = undefined;
    if (client) {
      await client.quit().catch(() => client.disconnect());
    }
  }

  private async check(run: () => Promise<void>): Promise<CheckResult> {
    try {
      await withTimeout(run(), CHECK_TIMEOUT_MS);
      return 'ok';
    } catch {
      return 'failed';
    }
  }

  private async pingRedis(): Promise<void> {
    // A client of its own: the queue's connection waits forever for Redis (BullMQ needs that), a probe must not.
    this.redis ??= this.createRedis(this.config.redisUrl as string);
    const answer = await this.redis.ping();
    if (answer !== 'PONG') {
      throw new Error(`Redis answered ${answer}`);
    }
  }

  private createRedis(url: string): IORedis {
    const client = new IORedis(url, { maxRetriesPerRequest: 0, connectTimeout: CHECK_TIMEOUT_MS, enableOfflineQueue: true, retryStrategy: () => CHECK_TIMEOUT_MS });
    // Failures are reported by the probe's answer; the client's own errors would repeat every second.
    client.on('error', () => undefined);
    return client;
  }

  private async touchStorage(): Promise<void> {
    const key = `_health/ready-${process.pid}-${randomBytes(4).toString('hex')}`;
    await this.storage.put(key, Buffer.from('ok'));
    await this.storage.delete(key);
  }
}
