import { randomBytes } from 'crypto';
import IORedis from 'ioredis';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from '../rate-limiter';

/** Both limiters behave alike: hit counts, release gives one attempt back without going below zero. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `attest-test-rl-${randomBytes(4).toString('hex')}:`;
const redis = new IORedis(REDIS_URL);

afterAll(async () => {
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length > 0) {
    await redis.del(...keys);
  }
  await redis.quit();
});

describe.each<[string, () => RateLimiter]>([
  ['memory', () => new MemoryRateLimiter()],
  ['redis', () => new RedisRateLimiter(redis, PREFIX)],
])('%s rate limiter', (_name, make) => {
  it('refuses past the limit and takes a released attempt back', async () => {
    const limiter = make();
    const key = `k-${randomBytes(3).toString('hex')}`;
    expect(await limiter.hit(key, 2, 60)).toBe(true);
    expect(await limiter.hit(key, 2, 60)).toBe(true);
    await limiter.release(key);
    expect(await limiter.hit(key, 2, 60)).toBe(true);
    expect(await limiter.hit(key, 2, 60)).toBe(false);
  });

  it('never counts below zero, and a release without a window changes nothing', async () => {
    const limiter = make();
    const key = `z-${randomBytes(3).toString('hex')}`;
    await limiter.release(key);
    await limiter.hit(key, 1, 60);
    await limiter.release(key);
    await limiter.release(key);
    expect(await limiter.hit(key, 1, 60)).toBe(true);
    expect(await limiter.hit(key, 1, 60)).toBe(false);
  });
});

it('a release in Redis never creates a key without expiry', async () => {
  const limiter = new RedisRateLimiter(redis, PREFIX);
  await limiter.release('never-hit');
  expect(await redis.exists(`${PREFIX}never-hit`)).toBe(0);
  await limiter.hit('with-window', 5, 60);
  await limiter.release('with-window');
  expect(await redis.ttl(`${PREFIX}with-window`)).toBeGreaterThan(0);
});
