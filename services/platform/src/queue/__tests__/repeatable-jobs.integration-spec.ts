import { randomBytes } from 'crypto';
import IORedis from 'ioredis';
import { BullMqJobQueue } from '../drivers/bullmq-job-queue';
import { InProcessJobQueue } from '../drivers/in-process-job-queue';
import type { JobPayload, JobQueue } from '../job.types';
import { QueueName } from '../queue-name.enum';
import { sleep, waitFor } from './wait-for';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RUN_PREFIX = `attest-test-repeat-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
const EVERY_SECOND = { cron: '* * * * * *', tz: 'UTC' };

interface Tick extends JobPayload {
  label: string;
}

/** A consumer that records each run's slot and job id under its own name. */
function consumer(queue: JobQueue, name: string, runs: Array<{ worker: string; slot: number | undefined; jobId: string }>): JobQueue {
  queue.registerProcessor<Tick>({
    queue: QueueName.Schedules,
    jobName: 'tick',
    version: 1,
    concurrency: 2,
    handle: async (_data, ctx) => {
      runs.push({ worker: name, slot: ctx.scheduledFor, jobId: ctx.jobId });
    },
  });
  return queue;
}

afterAll(async () => {
  const redis = new IORedis(REDIS_URL);
  const keys = await redis.keys(`${RUN_PREFIX}*`);
  if (keys.length > 0) {
    await redis.del(...keys);
  }
  await redis.quit();
});

describe('repeatable jobs: BullMQ with two workers', () => {
  it('runs each slot once though two workers both upsert the schedule and both consume', async () => {
    const runs: Array<{ worker: string; slot: number | undefined; jobId: string }> = [];
    const a = consumer(new BullMqJobQueue({ redisUrl: REDIS_URL, prefix: RUN_PREFIX }), 'a', runs);
    const b = consumer(new BullMqJobQueue({ redisUrl: REDIS_URL, prefix: RUN_PREFIX }), 'b', runs);
    try {
      await Promise.all([a.start(), b.start()]);
      // Both processes sync the same schedule at boot, as reporting does.
      await a.upsertSchedule<Tick>(QueueName.Schedules, 'every-second', EVERY_SECOND, 'tick', { customerId: 1, version: 1, label: 'x' });
      await b.upsertSchedule<Tick>(QueueName.Schedules, 'every-second', EVERY_SECOND, 'tick', { customerId: 1, version: 1, label: 'x' });
      await waitFor(() => runs.length >= 4, 15_000);
      await a.removeSchedule(QueueName.Schedules, 'every-second');
      await sleep(1500);
      const slots = runs.map((r) => r.slot);
      expect(slots.every((s) => typeof s === 'number' && s % 1000 === 0)).toBe(true);
      expect(new Set(slots).size).toBe(slots.length);
      expect(new Set(runs.map((r) => r.jobId)).size).toBe(runs.length);
      // Removed: no slot after the removal runs.
      const count = runs.length;
      await sleep(1500);
      expect(runs.length).toBe(count);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 30_000);

  it('refuses a bad cron expression or schedule id', async () => {
    const q = new BullMqJobQueue({ redisUrl: REDIS_URL, prefix: `${RUN_PREFIX}-bad` });
    try {
      await expect(q.upsertSchedule(QueueName.Schedules, 'x', { cron: '61 * * * *', tz: 'UTC' }, 'tick', { customerId: 1, version: 1 })).rejects.toThrow();
      await expect(q.upsertSchedule(QueueName.Schedules, 'a:b', EVERY_SECOND, 'tick', { customerId: 1, version: 1 })).rejects.toThrow(RangeError);
    } finally {
      await q.close();
    }
  });
});

describe('repeatable jobs: in-process driver', () => {
  it('queues one job per slot with the slot in its id, only once started, and stops on removal', async () => {
    const runs: Array<{ worker: string; slot: number | undefined; jobId: string }> = [];
    const q = consumer(new InProcessJobQueue(), 'p', runs);
    try {
      await q.upsertSchedule<Tick>(QueueName.Schedules, 'every-second', EVERY_SECOND, 'tick', { customerId: 1, version: 1, label: 'x' });
      await sleep(1200);
      expect(runs).toEqual([]);
      await q.start();
      // Upserting again replaces the schedule (one timer), as a boot re-sync does.
      await q.upsertSchedule<Tick>(QueueName.Schedules, 'every-second', EVERY_SECOND, 'tick', { customerId: 1, version: 1, label: 'x' });
      await waitFor(() => runs.length >= 2, 5_000);
      await q.removeSchedule(QueueName.Schedules, 'every-second');
      const count = runs.length;
      await sleep(1300);
      expect(runs.length).toBe(count);
      expect(runs.every((r) => r.jobId === `schedule-every-second-${r.slot}` && (r.slot as number) % 1000 === 0)).toBe(true);
      expect(new Set(runs.map((r) => r.slot)).size).toBe(runs.length);
    } finally {
      await q.close();
    }
  }, 15_000);

  it('refuses a bad cron expression', async () => {
    const q = new InProcessJobQueue();
    await expect(q.upsertSchedule(QueueName.Schedules, 'x', { cron: 'nope', tz: 'UTC' }, 'tick', { customerId: 1, version: 1 })).rejects.toThrow();
    await q.close();
  });
});
