import type { AppConfig } from '../config/app-config';
import { BullMqJobQueue } from './drivers/bullmq-job-queue';
import { InProcessJobQueue } from './drivers/in-process-job-queue';
import type { JobQueue } from './job.types';

export interface QueueModuleOptions {
  /** Redis key prefix for BullMQ (default "attest"). */
  prefix?: string;
}

/** One switch: a Redis URL means BullMQ, none means the in-process queue. */
export function createJobQueue(config: Pick<AppConfig, 'redisUrl'>, options: QueueModuleOptions = {}): JobQueue {
  return config.redisUrl ? new BullMqJobQueue({ redisUrl: config.redisUrl, prefix: options.prefix }) : new InProcessJobQueue();
}
