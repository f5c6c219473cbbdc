import type IORedis from 'ioredis';
import type { RealtimeStore } from './realtime-store';

/** Shared by every node: `<prefix>owner:<eventName>` and `<prefix>last:<eventName>`, both with a TTL. */
export class RedisRealtimeStore implements RealtimeStore {
  constructor(
    private readonly redis: IORedis,
    private readonly prefix: string,
  ) {}

  async setOwner(eventName: string, customerId: number, ttlSeconds: number): Promise<void> {
    await this.redis.set(`${this.prefix}owner:${eventName}`, String(customerId), 'EX', ttlSeconds);
  }

  async getOwner(eventName: string): Promise<number | null> {
    const value = await this.redis.get(`${this.prefix}owner:${eventName}`);
    return value === null ? null : Number(value);
  }

  async setLast(eventName: string, payload: unknown, ttlSeconds: number): Promise<void> {
    await this.redis.set(`${this.prefix}last:${eventName}`, JSON.stringify(payload), 'EX', ttlSeconds);
  }

  async getLast(eventName: string): Promise<unknown> {
    const value = await this.redis.get(`${this.prefix}last:${eventName}`);
    return value === null ? undefined : (JSON.parse(value) as unknown);
  }
}
