import { Inject, Injectable, OnModuleDestroy, Optional } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { isMysql } from '../database/create-data-source';
import { isObservableJobQueue, JOB_QUEUE, type JobFinished, type JobQueue } from '../queue/job.types';
import { QueueName } from '../queue/queue-name.enum';
import { withTimeout } from './with-timeout';

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900];
/** A scrape never waits on a sick Redis for longer than this. */
const SCRAPE_TIMEOUT_MS = 1000;

/** The mysql2 pool's own counters (private fields, stable across mysql2 2.x and 3.x). */
interface Mysql2PoolInternals {
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
  config?: { connectionLimit?: number };
}

/**
 * The process's Prometheus metrics (decision 0047), in a registry of its own (several apps may share a test
 * process). HTTP timings are observed by createApp's hooks; queue depth and DB pool use are read at scrape time.
 */
@Injectable()
export class MetricsService implements OnModuleDestroy {
  readonly registry = new Registry();
  private readonly httpDuration: Histogram<'method' | 'route' | 'status_class'>;
  private readonly jobDuration: Histogram<'queue' | 'job' | 'outcome'>;
  private readonly jobFailures: Counter<'queue' | 'job'>;
  private readonly unsubscribe?: () => void;

  constructor(
    @Optional() @Inject(JOB_QUEUE) private readonly queue?: JobQueue,
    @Optional() @Inject(DataSource) private readonly dataSource?: DataSource,
  ) {
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request received to response sent, by method, route pattern and status class.',
      labelNames: ['method', 'route', 'status_class'],
      buckets: HTTP_BUCKETS,
      registers: [this.registry],
    });
    this.jobDuration = new Histogram({
      name: 'job_duration_seconds',
      help: 'Duration of each try of a queue job run by this process, by queue, job name and outcome.',
      labelNames: ['queue', 'job', 'outcome'],
      buckets: JOB_BUCKETS,
      registers: [this.registry],
    });
    this.jobFailures = new Counter({
      name: 'job_failures_total',
      help: 'Tries of queue jobs that threw (each retry counts), by queue and job name.',
      labelNames: ['queue', 'job'],
      registers: [this.registry],
    });
    const jobQueue = this.queue;
    new Gauge({
      name: 'queue_depth',
      help: 'Jobs in each queue by state (waiting, active, delayed, failed), read from the queue driver at scrape time.',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        this.reset();
        if (!isObservableJobQueue(jobQueue)) {
          return;
        }
        const depths = await withTimeout(Promise.all(Object.values(QueueName).map(async (name) => [name, await jobQueue.depth(name)] as const)), SCRAPE_TIMEOUT_MS).catch(() => undefined);
        for (const [name, depth] of depths ?? []) {
          for (const [state, value] of Object.entries(depth)) {
            this.set({ queue: name, state }, value);
          }
        }
      },
    });
    const ds = this.dataSource;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections by state: in_use, free, queued (requests waiting for one), max (the pool limit). SQLite: one connection.',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const pool = dbPool(ds);
        for (const [state, value] of Object.entries(pool)) {
          this.set({ state }, value);
        }
      },
    });
    if (isObservableJobQueue(jobQueue)) {
      this.unsubscribe = jobQueue.onJobFinished((e) => this.observeJob(e));
    }
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  observeHttp(method: string, route: string, status: number, seconds: number): void {
    this.httpDuration.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
  }

  observeJob(e: JobFinished): void {
    this.jobDuration.observe({ queue: e.queue, job: e.jobName, outcome: e.outcome }, e.seconds);
    if (e.outcome === 'failed') {
      this.jobFailures.inc({ queue: e.queue, job: e.jobName });
    }
  }

  contentType(): string {
    return this.registry.contentType;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}

function dbPool(ds: DataSource | undefined): { in_use: number; free: number; queued: number; max: number } {
  if (!ds?.isInitialized) {
    return { in_use: 0, free: 0, queued: 0, max: 0 };
  }
  if (!isMysql(ds)) {
    // better-sqlite3: one synchronous connection, never queued.
    return { in_use: 0, free: 1, queued: 0, max: 1 };
  }
  const pool = (ds.driver as unknown as { pool?: Mysql2PoolInternals }).pool;
  const all = pool?._allConnections?.length ?? 0;
  const free = pool?._freeConnections?.length ?? 0;
  return { in_use: all - free, free, queued: pool?._connectionQueue?.length ?? 0, max: pool?.config?.connectionLimit ?? 0 };
}
