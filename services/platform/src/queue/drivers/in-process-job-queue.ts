import { Logger } from '@nestjs/common';
import { KEEP_COMPLETED, KEEP_FAILED, QueueClosedError, resolveJobOptions, retryDelay } from '../job-defaults';
import type { JobFinishedListener, JobPayload, JobProcessor, JobQueue, JobState, JobStatus, JobOptions, ObservableJobQueue, QueueDepth, RepeatOptions } from '../job.types';
import { InProcessSchedules } from './in-process-schedules';
import { ProcessorRegistry } from '../processor-registry';
import type { QueueName } from '../queue-name.enum';
import { clampProgress } from './progress';

interface MemoryJob {
  key: string;
  id: string;
  queue: QueueName;
  name: string;
  /** Stored as JSON, as BullMQ does, so handlers see the same shapes (Dates become strings) on both drivers. */
  payload: string;
  attempts: number;
  backoffMs: number;
  state: JobState;
  progress: number;
  attemptsMade: number;
  returnValue?: unknown;
  failedReason?: string;
  finishedAt?: number;
  timer?: NodeJS.Timeout;
  /** The slot a schedule queued it for. */
  scheduledFor?: number;
}

/**
 * The embedded default when no Redis is configured: the same semantics as the BullMQ driver
 * (retries with exponential backoff, jobId dedupe, per-queue concurrency, progress, graceful close),
 * held in memory. Jobs do not survive a restart here; with Redis they do.
 */
export class InProcessJobQueue implements JobQueue, ObservableJobQueue {
  private readonly logger = new Logger('InProcessJobQueue');
  private readonly registry = new ProcessorRegistry();
  private readonly jobs = new Map<string, MemoryJob>();
  private readonly ready = new Map<QueueName, MemoryJob[]>();
  private readonly active = new Map<QueueName, number>();
  private readonly running = new Set<Promise<void>>();
  private readonly finished: Record<'completed' | 'failed', string[]> = { completed: [], failed: [] };
  private counter = 0;
  private started = false;
  private closed = false;
  // A schedule's slot becomes a job whose id names the schedule and the slot, so a slot is queued once.
  private readonly schedules = new InProcessSchedules((s, slot) =>
    this.addJob(s.queue, s.jobName, s.data, { jobId: `schedule-${s.scheduleId}-${slot}` }, slot),
  );

  async add<T extends JobPayload>(queue: QueueName, jobName: string, data: T, opts?: JobOptions): Promise<{ id: string }> {
    return this.addJob(queue, jobName, data, opts);
  }

  /** Schedules fire only once started (processes that run the worker), as BullMQ's only reach consumers. */
  async upsertSchedule<T extends JobPayload>(queue: QueueName, scheduleId: string, repeat: RepeatOptions, jobName: string, data: T): Promise<void> {
    if (this.closed) {
      throw new QueueClosedError();
    }
    this.schedules.upsert({ queue, scheduleId, repeat, jobName, data });
  }

  async removeSchedule(queue: QueueName, scheduleId: string): Promise<void> {
    this.schedules.remove(queue, scheduleId);
  }

  private addJob(queue: QueueName, jobName: string, data: JobPayload, opts?: JobOptions, scheduledFor?: number): { id: string } {
    if (this.closed) {
      throw new QueueClosedError();
    }
    const resolved = resolveJobOptions(opts);
    const id = resolved.jobId ?? String(++this.counter);
    const key = `${queue}\u0000${id}`;
    if (this.jobs.has(key)) {
      return { id };
    }
    const job: MemoryJob = {
      key,
      id,
      queue,
      name: jobName,
      payload: JSON.stringify(data),
      attempts: resolved.attempts,
      backoffMs: resolved.backoffMs,
      state: 'waiting',
      progress: 0,
      attemptsMade: 0,
      ...(scheduledFor !== undefined ? { scheduledFor } : {}),
    };
    this.jobs.set(key, job);
    this.enqueue(job);
    return { id };
  }

  registerProcessor<T extends JobPayload>(processor: JobProcessor<T>): void {
    this.registry.register(processor as unknown as JobProcessor);
    this.pump(processor.queue);
  }

  async start(): Promise<void> {
    this.started = true;
    this.schedules.start();
    for (const queue of this.registry.queues()) {
      this.pump(queue);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.schedules.stop();
    for (const job of this.jobs.values()) {
      if (job.timer) {
        clearTimeout(job.timer);
        job.timer = undefined;
      }
    }
    while (this.running.size > 0) {
      await Promise.allSettled([...this.running]);
    }
  }

  async getJob(queue: QueueName, id: string): Promise<JobStatus | null> {
    const job = this.jobs.get(`${queue}\u0000${id}`);
    if (!job) {
      return null;
    }
    return {
      id: job.id,
      name: job.name,
      state: job.state,
      progress: job.progress,
      attemptsMade: job.attemptsMade,
      ...(job.returnValue !== undefined ? { returnValue: job.returnValue } : {}),
      ...(job.failedReason !== undefined ? { failedReason: job.failedReason } : {}),
    };
  }

  async depth(queue: QueueName): Promise<QueueDepth> {
    const depth: QueueDepth = { waiting: 0, active: 0, delayed: 0, failed: 0 };
    for (const job of this.jobs.values()) {
      if (job.queue === queue && job.state !== 'completed') {
        depth[job.state] += 1;
      }
    }
    return depth;
  }

  onJobFinished(listener: JobFinishedListener): () => void {
    return this.registry.onJobFinished(listener);
  }

  private enqueue(job: MemoryJob): void {
    job.state = 'waiting';
    const list = this.ready.get(job.queue) ?? [];
    list.push(job);
    this.ready.set(job.queue, list);
    this.pump(job.queue);
  }

  private pump(queue: QueueName): void {
    if (!this.started || this.closed || !this.registry.has(queue)) {
      return;
    }
    const list = this.ready.get(queue) ?? [];
    const limit = this.registry.concurrency(queue);
    while ((this.active.get(queue) ?? 0) < limit && list.length > 0) {
      this.execute(list.shift() as MemoryJob);
    }
  }

  private execute(job: MemoryJob): void {
    job.state = 'active';
    this.active.set(job.queue, (this.active.get(job.queue) ?? 0) + 1);
    const run: Promise<void> = this.runOnce(job).finally(() => {
      this.active.set(job.queue, (this.active.get(job.queue) ?? 1) - 1);
      this.running.delete(run);
      this.pump(job.queue);
    });
    this.running.add(run);
  }

  private async runOnce(job: MemoryJob): Promise<void> {
    const ctx = {
      jobId: job.id,
      attempt: job.attemptsMade + 1,
      reportProgress: async (percent: number) => {
        job.progress = clampProgress(percent);
      },
      ...(job.scheduledFor !== undefined ? { scheduledFor: job.scheduledFor } : {}),
    };
    try {
      const result = await this.registry.run(job.queue, job.name, JSON.parse(job.payload) as JobPayload, ctx);
      job.attemptsMade += 1;
      job.returnValue = result === undefined ? undefined : (JSON.parse(JSON.stringify(result)) as unknown);
      job.failedReason = undefined;
      this.finish(job, 'completed');
    } catch (err) {
      job.attemptsMade += 1;
      job.failedReason = err instanceof Error ? err.message : String(err);
      if (job.attemptsMade < job.attempts) {
        job.state = 'delayed';
        if (!this.closed) {
          job.timer = setTimeout(() => {
            job.timer = undefined;
            this.enqueue(job);
          }, retryDelay(job.backoffMs, job.attemptsMade));
          job.timer.unref();
        }
      } else {
        this.logger.warn(`${job.queue}/${job.name} #${job.id} failed after ${job.attemptsMade} tries: ${job.failedReason}`);
        this.finish(job, 'failed');
      }
    }
  }

  /** Marks a job finished and drops the oldest finished ones past the same bounds BullMQ keeps. */
  private finish(job: MemoryJob, state: 'completed' | 'failed'): void {
    job.state = state;
    job.finishedAt = Date.now();
    const keep = state === 'completed' ? KEEP_COMPLETED : KEEP_FAILED;
    const list = this.finished[state];
    list.push(job.key);
    const oldest = Date.now() - keep.age * 1000;
    while (list.length > keep.count || (list.length > 0 && (this.jobs.get(list[0])?.finishedAt ?? 0) < oldest)) {
      this.jobs.delete(list.shift() as string);
    }
  }
}
