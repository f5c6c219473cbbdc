import { performance } from 'perf_hooks';
import { runWithJobContext } from '../observability/log-context';
import type { JobContext, JobFinishedListener, JobPayload, JobProcessor } from './job.types';
import type { QueueName } from './queue-name.enum';

/** Thrown when a payload is newer than the handler: retried, so a newer worker can take it. */
export class UnsupportedJobVersionError extends Error {
  constructor(jobName: string, payloadVersion: unknown, handlerVersion: number) {
    super(`${jobName}: payload version ${String(payloadVersion)} is not handled (handler knows up to ${handlerVersion})`);
    this.name = 'UnsupportedJobVersionError';
  }
}

export class UnknownJobError extends Error {
  constructor(queue: QueueName, jobName: string) {
    super(`No processor registered for job "${jobName}" on queue "${queue}"`);
    this.name = 'UnknownJobError';
  }
}

/** Processors by queue and job name; both drivers dispatch through it. */
export class ProcessorRegistry {
  private readonly byQueue = new Map<QueueName, Map<string, JobProcessor>>();
  private readonly listeners = new Set<JobFinishedListener>();

  /** Told the duration and outcome of every try (the metrics' job histogram and failure counter). */
  onJobFinished(listener: JobFinishedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  register(processor: JobProcessor): void {
    const jobs = this.byQueue.get(processor.queue) ?? new Map<string, JobProcessor>();
    if (jobs.has(processor.jobName)) {
      throw new Error(`A processor for "${processor.jobName}" on queue "${processor.queue}" is already registered`);
    }
    jobs.set(processor.jobName, processor);
    this.byQueue.set(processor.queue, jobs);
  }

  queues(): QueueName[] {
    return [...this.byQueue.keys()];
  }

  has(queue: QueueName): boolean {
    return this.byQueue.has(queue);
  }

  /** One process runs at most this many jobs of the queue at once. */
  concurrency(queue: QueueName): number {
    const processors = [...(this.byQueue.get(queue)?.values() ?? [])];
    return Math.max(1, ...processors.map((p) => p.concurrency ?? 1));
  }

  /** Runs the handler for one try; throws to fail the try. Timed, and its log lines carry the job's context. */
  async run(queue: QueueName, jobName: string, data: JobPayload, ctx: JobContext): Promise<unknown> {
    const started = performance.now();
    let outcome: 'completed' | 'failed' = 'failed';
    try {
      const customerId = typeof data?.customerId === 'number' ? { customerId: data.customerId } : {};
      const result = await runWithJobContext({ queue, job: jobName, jobId: ctx.jobId, ...customerId }, () => this.runOnce(queue, jobName, data, ctx));
      outcome = 'completed';
      return result;
    } finally {
      const event = { queue, jobName, seconds: (performance.now() - started) / 1000, outcome };
      for (const listener of this.listeners) {
        try {
          listener(event);
        } catch {
          // A metrics listener never fails a job.
        }
      }
    }
  }

  private async runOnce(queue: QueueName, jobName: string, data: JobPayload, ctx: JobContext): Promise<unknown> {
    const processor = this.byQueue.get(queue)?.get(jobName);
    if (!processor) {
      throw new UnknownJobError(queue, jobName);
    }
    if (typeof data?.version !== 'number' || data.version > processor.version) {
      throw new UnsupportedJobVersionError(jobName, data?.version, processor.version);
    }
    return processor.handle(data, ctx);
  }
}
