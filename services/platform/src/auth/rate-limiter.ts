import type { Redis } from 'ioredis';

/** Fixed-window attempt counter: in Redis when configured (shared by all instances), else in memory. */
export interface RateLimiter {
  /** Counts one attempt and answers whether it is still within the limit. */
  hit(key: string, limit: number, windowSeconds: number): Promise<boolean>;
  /** Gives one counted attempt back (never below zero, never past the window), e.g. for a successful sign-in. */
  release(key: string): Promise<void>;
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

  async release(key: string): Promise<void> {
    const w = this.windows.get(key);
    if (w && w.resetAt > Date.now() && w.count > 0) {
      w.count -= 1;
    }
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

/** DECR only a live, positive counter: on an expired key DECR would create one without expiry. */
const RELEASE_SCRIPT = "local n = tonumber(redis.call('GET', KEYS[1])) if n and n > 0 then return redis.call('DECR', KEYS[1]) end return 0";

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

  async release(key: string): Promise<void> {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key);
  }
}

export const RATE_LIMITER = Symbol('RATE_LIMITER');
