import type { QueueName } from './queue-name.enum';

/**
 * What every job payload carries: the tenant it acts for and the payload's schema version, so a
 * handler can refuse (and later re-handle) a payload newer than the code it runs.
 */
export interface JobPayload {
  customerId: number;
  version: number;
}

export interface JobOptions {
  /** Deterministic id: while a job with this id is still kept, adding it again is a no-op. Not an integer. */
  jobId?: string;
  /** Total tries including the first (default 3). */
  attempts?: number;
  /** First retry delay; doubles on every further retry (default 1000 ms). */
  backoffMs?: number;
}

export interface JobContext {
  jobId: string;
  /** 1 on the first try, 2 on the first retry, ... */
  attempt: number;
  reportProgress(percent: number): Promise<void>;
  /** For a job a schedule queued: the slot (epoch ms) it runs for; absent on jobs added by hand. */
  scheduledFor?: number;
}

/** When a schedule fires: a cron expression (5 fields, or 6 with seconds) read in an IANA time zone. */
export interface RepeatOptions {
  cron: string;
  tz: string;
}

export interface JobProcessor<T extends JobPayload = JobPayload> {
  queue: QueueName;
  jobName: string;
  /** Highest payload version this handler understands. */
  version: number;
  /** Jobs of this queue run at most this many at a time in one process (the queue takes the largest). */
  concurrency?: number;
  handle(data: T, ctx: JobContext): Promise<unknown>;
}

export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';

/** A snapshot of one job, for status endpoints and tests. */
export interface JobStatus {
  id: string;
  name: string;
  state: JobState;
  progress: number;
  /** Tries that have finished (failed or succeeded). */
  attemptsMade: number;
  returnValue?: unknown;
  failedReason?: string;
}

export interface JobQueue {
  add<T extends JobPayload>(queue: QueueName, jobName: string, data: T, opts?: JobOptions): Promise<{ id: string }>;
  registerProcessor<T extends JobPayload>(processor: JobProcessor<T>): void;
  /** Begin consuming. Only processes that run the worker call it. */
  start(): Promise<void>;
  /** Stop taking new jobs, let running ones finish, refuse further adds. */
  close(): Promise<void>;
  /** The job, or null when unknown or already removed by the retention limits. */
  getJob(queue: QueueName, id: string): Promise<JobStatus | null>;
  /**
   * Creates or replaces a repeatable job: `jobName` with `data` is queued at every cron slot. One job per
   * schedule and slot however many processes upsert the schedule or consume the queue (the slot is in its id).
   */
  upsertSchedule<T extends JobPayload>(queue: QueueName, scheduleId: string, repeat: RepeatOptions, jobName: string, data: T): Promise<void>;
  /** Stops a repeatable job; a slot already queued still runs. Unknown ids are a no-op. */
  removeSchedule(queue: QueueName, scheduleId: string): Promise<void>;
}

/** How many jobs of one queue are in each state now (for the metrics scrape). */
export interface QueueDepth {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/** One finished try of a job, as the processor registry timed it. */
export interface JobFinished {
  queue: QueueName;
  jobName: string;
  seconds: number;
  outcome: 'completed' | 'failed';
}

export type JobFinishedListener = (event: JobFinished) => void;

/** Read by the metrics (decision 0047); both drivers implement it. */
export interface ObservableJobQueue {
  depth(queue: QueueName): Promise<QueueDepth>;
  /** Called after every try this process runs; returns the unsubscribe. */
  onJobFinished(listener: JobFinishedListener): () => void;
}

export function isObservableJobQueue(queue: unknown): queue is JobQueue & ObservableJobQueue {
  return typeof (queue as Partial<ObservableJobQueue>)?.depth === 'function' && typeof (queue as Partial<ObservableJobQueue>)?.onJobFinished === 'function';
}

export const JOB_QUEUE = Symbol('JOB_QUEUE');
