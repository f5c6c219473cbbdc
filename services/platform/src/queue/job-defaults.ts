import type { JobOptions } from './job.types';

export const DEFAULT_ATTEMPTS = 3;
export const DEFAULT_BACKOFF_MS = 1000;

/** Finished jobs are kept a while (dedupe window, status look-ups), then dropped so Redis stays bounded. */
export const KEEP_COMPLETED = { age: 24 * 3600, count: 1000 };
export const KEEP_FAILED = { age: 7 * 24 * 3600, count: 5000 };

/**
 * How fast a job held by a worker that died (SIGKILL, OOM, a lost node) is handed to another: the worker
 * renews its lock every lockDuration/2; a lock not renewed for lockDuration is stale, and the stalled check
 * (every stalledInterval) puts the job back. BullMQ's defaults (30 s and 30 s) left a killed export waiting
 * about a minute. A job may stall twice (a busy event loop can miss a renewal) before it counts as failed;
 * handlers are idempotent, so a job run again by a false stall does no harm.
 */
export const WORKER_LOCK = { lockDuration: 10_000, stalledInterval: 5_000, maxStalledCount: 2 } as const;

export class QueueClosedError extends Error {
  constructor() {
    super('The job queue is closed; no new jobs are accepted');
    this.name = 'QueueClosedError';
  }
}

/** Applies defaults and the rules both drivers enforce the same way. */
export function resolveJobOptions(opts: JobOptions = {}): Required<Omit<JobOptions, 'jobId'>> & Pick<JobOptions, 'jobId'> {
  const attempts = opts.attempts ?? DEFAULT_ATTEMPTS;
  const backoffMs = opts.backoffMs ?? DEFAULT_BACKOFF_MS;
  if (!Number.isInteger(attempts) || attempts < 1 || attempts > 25) {
    throw new RangeError(`attempts must be an integer between 1 and 25, got ${attempts}`);
  }
  if (!Number.isFinite(backoffMs) || backoffMs < 0) {
    throw new RangeError(`backoffMs must be >= 0, got ${backoffMs}`);
  }
  if (opts.jobId !== undefined) {
    // BullMQ reserves integer ids for its own counter; the in-process driver follows the same rule.
    if (opts.jobId === '' || `${parseInt(opts.jobId, 10)}` === opts.jobId || opts.jobId.includes(':')) {
      throw new RangeError(`jobId must be a non-integer string without ":", got "${opts.jobId}"`);
    }
  }
  return { attempts, backoffMs, jobId: opts.jobId };
}

/** Delay before try n+1 after try n failed: backoff * 2^(n-1), as BullMQ's exponential strategy. */
export function retryDelay(backoffMs: number, attemptsMade: number): number {
  return Math.round(backoffMs * 2 ** (attemptsMade - 1));
}
