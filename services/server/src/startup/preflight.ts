import Redis from 'ioredis';
import { createConnection } from 'mysql2/promise';
import type { AppConfig } from '@attest/platform';

/** Reaches the configured database and Redis before Nest starts, so a bad URL fails fast and clearly. */
export async function preflight(config: AppConfig): Promise<void> {
  if (config.databaseUrl) {
    try {
      const conn = await createConnection({ uri: config.databaseUrl, connectTimeout: 5000 });
      await conn.end();
    } catch (err) {
      throw Object.assign(err as Error, { target: 'the database in DATABASE_URL' });
    }
  }
  if (config.redisUrl) {
    const redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 5000 });
    try {
      await redis.connect();
      await redis.ping();
    } catch (err) {
      throw Object.assign(err as Error, { target: 'Redis in REDIS_URL' });
    } finally {
      redis.disconnect();
    }
  }
}
