import type { Logger } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { once } from 'events';
import type { Writable } from 'stream';
import { csvLine } from '../http/csv';
import type { RealtimeService } from '../realtime';
import type { StorageService } from '../storage';
import { exportRecorder } from './export-records/export-recorder';
import type { JobContext, JobQueue } from './job.types';
import { QueueName } from './queue-name.enum';

const LINK_TTL_SECONDS = 60 * 60;

export interface CsvExportJob<Row> {
  /** Storage key of the file: a finished file is not written again (retries and duplicates only re-link it). */
  key: string;
  /** Download name without the date, e.g. 'applicants' → applicants-2026-11-21.csv. */
  filePrefix: string;
  eventName: string;
  exportId: string;
  columns: readonly string[];
  /** The next keyset page after the cursor (0 first), in cursor order; empty when done. */
  nextBatch: (after: number) => Promise<Row[]>;
  cursorOf: (row: Row) => number;
  cellsOf: (row: Row) => unknown[];
  /** Rows in all, when cheap to know: progress is then reported as the batches go. */
  total?: () => Promise<number>;
}

export interface CsvExportDeps {
  storage: StorageService;
  realtime: RealtimeService;
  logger: Logger;
}

/**
 * The export jobs' shared run: streams the CSV to storage in keyset pages (bounded memory), reports progress
 * on the job and the real-time channel, then publishes an expiring link. After the last try a failure is
 * published as 'export_failed'.
 */
export async function runCsvExport<Row>(deps: CsvExportDeps, job: CsvExportJob<Row>, ctx: JobContext): Promise<{ key: string; rows: number | null }> {
  try {
    await exportRecorder()?.running(job.exportId);
    const rows = (await deps.storage.exists(job.key)) ? null : await writeCsv(deps, job, ctx);
    const filename = `${job.filePrefix}-${new Date().toISOString().slice(0, 10)}.csv`;
    await exportRecorder()?.done(job.exportId, { key: job.key, filename, rows });
    const url = deps.storage.signedUrl(job.key, { ttlSeconds: LINK_TTL_SECONDS, filename });
    await ctx.reportProgress(100);
    await deps.realtime.publish(job.eventName, { progress: 100, url, filename });
    return { key: job.key, rows };
  } catch (err) {
    deps.logger.error(`Export ${job.exportId} failed (try ${ctx.attempt}): ${(err as Error).message}`);
    if (ctx.attempt >= 3) {
      await exportRecorder()?.failed(job.exportId);
      await deps.realtime.publish(job.eventName, { error: 'export_failed' });
    }
    throw err;
  }
}

async function writeCsv<Row>(deps: CsvExportDeps, job: CsvExportJob<Row>, ctx: JobContext): Promise<number> {
  const total = job.total ? await job.total() : null;
  const out = deps.storage.createWriteStream(job.key);
  const finished = once(out, 'finish');
  let written = 0;
  let after = 0;
  let lastPercent = -1;
  await write(out, csvLine([...job.columns]));
  for (;;) {
    const batch = await job.nextBatch(after);
    if (!batch.length) {
      break;
    }
    await write(out, batch.map((row) => csvLine(job.cellsOf(row))).join(''));
    written += batch.length;
    after = job.cursorOf(batch[batch.length - 1]);
    if (total !== null) {
      const percent = total ? Math.min(99, Math.floor((written / total) * 100)) : 99;
      if (percent !== lastPercent) {
        lastPercent = percent;
        await ctx.reportProgress(percent);
        await deps.realtime.publish(job.eventName, { progress: percent });
      }
    }
  }
  out.end();
  await finished;
  return written;
}

async function write(out: Writable, chunk: string): Promise<void> {
  if (!out.write(chunk)) {
    await once(out, 'drain');
  }
}

/**
 * The same keyset pages as an export job, as CSV text for a direct (streamed) download: `Readable.from(csvRows(job))`.
 * Memory stays at one page whatever the row count.
 */
export async function* csvRows<Row>(job: Pick<CsvExportJob<Row>, 'columns' | 'nextBatch' | 'cursorOf' | 'cellsOf'>): AsyncGenerator<string> {
  yield csvLine([...job.columns]);
  for (let after = 0; ; ) {
    const batch = await job.nextBatch(after);
    if (!batch.length) {
      return;
    }
    yield batch.map((row) => csvLine(job.cellsOf(row))).join('');
    after = job.cursorOf(batch[batch.length - 1]);
  }
}

/** What an export job's payload carries besides its filter. */
export interface CsvExportJobData<Filter> {
  version: 1;
  customerId: number;
  userId: number;
  exportId: string;
  eventName: string;
  filter: Filter;
}

/**
 * Queues a CSV export for the caller: a new export id and real-time event name; the caller subscribes to the
 * event for progress and the link (runCsvExport publishes them). Three tries, 2 s apart. Every export is
 * recorded in the exports registry (adm_exports) when queued and when finished; `origin.scheduleId` names the
 * schedule that ran it.
 */
export async function startCsvExport<Filter>(
  deps: { queue: JobQueue; realtime: RealtimeService },
  auth: { customerId: number; userId?: number | null },
  jobName: string,
  filter: Filter,
  origin: { scheduleId?: number } = {},
): Promise<{ job_id: string; event_name: string; subscription_url: string }> {
  const exportId = randomUUID();
  const eventName = await deps.realtime.createEventName('export', auth.customerId);
  const data: CsvExportJobData<Filter> = { version: 1, customerId: auth.customerId, userId: auth.userId ?? 0, exportId, eventName, filter };
  // Listed before it is queued, so a fast job's "done" always finds its row (exports list, decision 0035).
  await exportRecorder()?.queued({ exportId, customerId: auth.customerId, userId: data.userId, jobName, filter, scheduleId: origin.scheduleId });
  const job = await deps.queue.add(QueueName.Exports, jobName, data, { jobId: exportId, attempts: 3, backoffMs: 2000 });
  return { job_id: job.id, event_name: eventName, subscription_url: `/api/v1/realtime/subscriptions/${eventName}` };
}
