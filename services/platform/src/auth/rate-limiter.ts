import type { Redis } from 'ioredis';

/** Fixed-window attempt counter: in Redis when configured (shared by all instances), else in memory. */
export interface RateLimiter {
  /** Counts one attempt and answers whether it is still within the limit. */
  hit(key: string, limit: number, windowSeconds: number): Promise<boolean>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, limit: number, windowSeconds: number): Promise<boolean> {
    const now = Date.now();
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + windowSeconds * 1000 });
      this.sweep(now);
      return 1 <= limit;
    }
    w.count += 1;
    return w.count <= limit;
  }

  private sweep(now: number): void {
    if (this.windows.size < 10_000) {
      return;
    }
    for (const [k, w] of this.windows) {
      if (w.resetAt <= now) {
        this.windows.delete(k);
      }
    }
  }
}

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'attest:rl:',
  ) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<boolean> {
    const k = this.prefix + key;
    const count = await this.redis.incr(k);
    if (count === 1) {
      await this.redis.expire(k, windowSeconds);
    }
    return count <= limit;
  }
}

export const RATE_LIMITER = Symbol('RATE_LIMITER');
