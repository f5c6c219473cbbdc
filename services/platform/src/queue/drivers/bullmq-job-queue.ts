import { Logger } from '@nestjs/common';
import { Job, Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import { DEFAULT_ATTEMPTS, DEFAULT_BACKOFF_MS, KEEP_COMPLETED, KEEP_FAILED, QueueClosedError, resolveJobOptions, WORKER_LOCK } from '../job-defaults';
import type { JobFinishedListener, JobOptions, JobPayload, JobProcessor, JobQueue, JobState, JobStatus, ObservableJobQueue, QueueDepth, RepeatOptions } from '../job.types';
import { checkScheduleId } from '../schedule-id';
import { ProcessorRegistry } from '../processor-registry';
import type { QueueName } from '../queue-name.enum';
import { clampProgress } from './progress';

export interface BullMqJobQueueOptions {
  redisUrl: string;
  /** Redis key prefix; tests use a unique one per run so runs never see each other's jobs. */
  prefix?: string;
}

/** BullMQ 5 on Redis: jobs survive restarts and are shared by every worker process. */
export class BullMqJobQueue implements JobQueue, ObservableJobQueue {
  private readonly logger = new Logger('BullMqJobQueue');
  private readonly registry = new ProcessorRegistry();
  private readonly connection: IORedis;
  private readonly prefix: string;
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers = new Map<QueueName, Worker>();
  private started = false;
  private closed = false;

  constructor(options: BullMqJobQueueOptions) {
    this.prefix = options.prefix ?? 'attest';
    // Workers block on Redis; BullMQ requires maxRetriesPerRequest: null for that connection.
    this.connection = new IORedis(options.redisUrl, { maxRetriesPerRequest: null });
    this.connection.on('error', (err: Error) => this.logger.error(`Redis: ${err.message}`));
  }

  async add<T extends JobPayload>(queue: QueueName, jobName: string, data: T, opts?: JobOptions): Promise<{ id: string }> {
    if (this.closed) {
      throw new QueueClosedError();
    }
    const resolved = resolveJobOptions(opts);
    // An existing job with the same jobId makes this a no-op that returns that job.
    const job = await this.queue(queue).add(jobName, data, {
      jobId: resolved.jobId,
      attempts: resolved.attempts,
      backoff: { type: 'exponential', delay: resolved.backoffMs },
      removeOnComplete: KEEP_COMPLETED,
      removeOnFail: KEEP_FAILED,
    });
    return { id: job.id as string };
  }

  /**
   * BullMQ's job scheduler: one Redis record per id, so every process may upsert it (at boot, on change) and
   * it stays one schedule; each slot's job id is `repeat:<id>:<slot ms>`, so a slot is queued once.
   */
  async upsertSchedule<T extends JobPayload>(queue: QueueName, scheduleId: string, repeat: RepeatOptions, jobName: string, data: T): Promise<void> {
    if (this.closed) {
      throw new QueueClosedError();
    }
    checkScheduleId(scheduleId);
    await this.queue(queue).upsertJobScheduler(scheduleId, { pattern: repeat.cron, tz: repeat.tz }, {
      name: jobName,
      data,
      opts: {
        attempts: DEFAULT_ATTEMPTS,
        backoff: { type: 'exponential', delay: DEFAULT_BACKOFF_MS },
        removeOnComplete: KEEP_COMPLETED,
        removeOnFail: KEEP_FAILED,
      },
    });
  }

  async removeSchedule(queue: QueueName, scheduleId: string): Promise<void> {
    await this.queue(queue).removeJobScheduler(scheduleId);
  }

  registerProcessor<T extends JobPayload>(processor: JobProcessor<T>): void {
    this.registry.register(processor as unknown as JobProcessor);
    if (this.started && !this.closed) {
      this.ensureWorker(processor.queue);
    }
  }

  async start(): Promise<void> {
    if (this.closed) {
      throw new QueueClosedError();
    }
    this.started = true;
    for (const queue of this.registry.queues()) {
      this.ensureWorker(queue);
    }
    await Promise.all([...this.workers.values()].map((w) => w.waitUntilReady()));
  }

  async close(): Promise<void> {
    if (this.closed) {
      return;
    }
    this.closed = true;
    // worker.close() stops fetching and waits for the active jobs to finish.
    await Promise.all([...this.workers.values()].map((w) => w.close()));
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    await this.connection.quit().catch(() => this.connection.disconnect());
  }

  async getJob(queue: QueueName, id: string): Promise<JobStatus | null> {
    // State first, then the hash: a job read before it finished could otherwise be paired with "completed".
    const state = toJobState(await this.queue(queue).getJobState(id));
    const job = state ? await Job.fromId(this.queue(queue), id) : undefined;
    if (!state || !job) {
      return null;
    }
    return {
      id: job.id as string,
      name: job.name,
      state,
      progress: typeof job.progress === 'number' ? job.progress : 0,
      attemptsMade: job.attemptsMade,
      ...(state === 'completed' && job.returnvalue !== undefined && job.returnvalue !== null ? { returnValue: job.returnvalue as unknown } : {}),
      ...(job.failedReason ? { failedReason: job.failedReason } : {}),
    };
  }

  /** Read from Redis at scrape time; "waiting" includes prioritized jobs. */
  async depth(queue: QueueName): Promise<QueueDepth> {
    const c = await this.queue(queue).getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
    return { waiting: (c.waiting ?? 0) + (c.prioritized ?? 0), active: c.active ?? 0, delayed: c.delayed ?? 0, failed: c.failed ?? 0 };
  }

  onJobFinished(listener: JobFinishedListener): () => void {
    return this.registry.onJobFinished(listener);
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      queue.on('error', (err: Error) => this.logger.error(`queue ${name}: ${err.message}`));
      this.queues.set(name, queue);
    }
    return queue;
  }

  private ensureWorker(queue: QueueName): void {
    const concurrency = this.registry.concurrency(queue);
    const existing = this.workers.get(queue);
    if (existing) {
      existing.concurrency = concurrency;
      return;
    }
    const worker = new Worker(
      queue,
      (job: Job) =>
        this.registry.run(queue, job.name, job.data as JobPayload, {
          jobId: job.id as string,
          attempt: job.attemptsMade + 1,
          reportProgress: (percent: number) => job.updateProgress(clampProgress(percent)),
          ...slotOf(job),
        }),
      { connection: this.connection, prefix: this.prefix, concurrency, ...WORKER_LOCK },
    );
    worker.on('error', (err: Error) => this.logger.error(`worker ${queue}: ${err.message}`));
    worker.on('failed', (job: Job | undefined, err: Error) => {
      if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) {
        this.logger.warn(`${queue}/${job.name} #${job.id} failed after ${job.attemptsMade} tries: ${err.message}`);
      }
    });
    this.workers.set(queue, worker);
  }
}

/** A job scheduler's job is `repeat:<scheduler id>:<slot ms>` (BullMQ's getSchedulerNextJobId). */
function slotOf(job: Job): { scheduledFor?: number } {
  // Our own job ids never hold ':' (resolveJobOptions), so this shape is only ever a scheduler's.
  const match = /^repeat:.+:(\d+)$/.exec(job.id ?? '');
  return match ? { scheduledFor: Number(match[1]) } : {};
}

function toJobState(state: string): JobState | null {
  switch (state) {
    case 'waiting':
    case 'prioritized':
    case 'waiting-children':
      return 'waiting';
    case 'delayed':
    case 'active':
    case 'completed':
    case 'failed':
      return state;
    default:
      return null;
  }
}
