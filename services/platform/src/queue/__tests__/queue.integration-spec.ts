import { randomBytes } from 'crypto';
import IORedis from 'ioredis';
import { BullMqJobQueue } from '../drivers/bullmq-job-queue';
import { InProcessJobQueue } from '../drivers/in-process-job-queue';
import type { JobPayload } from '../job.types';
import { QueueName } from '../queue-name.enum';
import { describeJobQueueBehaviour } from './job-queue.behaviour';
import { waitFor } from './wait-for';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// A prefix per run, and one per queue instance inside it, so runs and tests never share jobs.
const RUN_PREFIX = `attest-test-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
let instance = 0;
const bullmq = () => new BullMqJobQueue({ redisUrl: REDIS_URL, prefix: `${RUN_PREFIX}-${++instance}` });

afterAll(async () => {
  const redis = new IORedis(REDIS_URL);
  const keys = await redis.keys(`${RUN_PREFIX}-*`);
  if (keys.length > 0) {
    await redis.del(...keys);
  }
  await redis.quit();
});

describeJobQueueBehaviour('bullmq', bullmq);
describeJobQueueBehaviour('in-process', () => new InProcessJobQueue());

describe('BullMqJobQueue across processes', () => {
  it('a job added by a producer that never starts is processed by a separate worker', async () => {
    const prefix = `${RUN_PREFIX}-shared`;
    const producer = new BullMqJobQueue({ redisUrl: REDIS_URL, prefix });
    const worker = new BullMqJobQueue({ redisUrl: REDIS_URL, prefix });
    const seen: JobPayload[] = [];
    try {
      const { id } = await producer.add(QueueName.Exports, 'export-applicants', { customerId: 3, version: 1 });
      await producer.close();
      worker.registerProcessor({
        queue: QueueName.Exports,
        jobName: 'export-applicants',
        version: 1,
        handle: async (data) => {
          seen.push(data);
        },
      });
      await worker.start();
      const job = await waitFor(async () => {
        const status = await worker.getJob(QueueName.Exports, id);
        return status?.state === 'completed' ? status : undefined;
      });
      expect(job.attemptsMade).toBe(1);
      expect(seen).toEqual([{ customerId: 3, version: 1 }]);
    } finally {
      await worker.close();
    }
  });
});
