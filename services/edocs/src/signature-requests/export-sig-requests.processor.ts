import { Inject, Injectable, Logger } from '@nestjs/common';
import { once } from 'events';
import type { Writable } from 'stream';
import { DataSource } from 'typeorm';
import { csvLine, QueueName, RealtimeService, STORAGE, type JobContext, type JobProcessor, type StorageService } from '@attest/platform';
import { EXPORT_SIG_REQUESTS_JOB, type ExportSigRequestsJobData } from './sig-request-export.job';
import { EXPORT_COLUMNS, exportBatch } from './sig-request-filter';

const BATCH = 2000;
const LINK_TTL_SECONDS = 60 * 60;

/** Writes the filtered requests to a CSV in storage in keyset-paged batches; idempotent (a finished file is only re-linked). */
@Injectable()
export class ExportSigRequestsProcessor implements JobProcessor<ExportSigRequestsJobData> {
  readonly queue = QueueName.Exports;
  readonly jobName = EXPORT_SIG_REQUESTS_JOB;
  readonly version = 1;
  readonly concurrency = 2;
  private readonly logger = new Logger('ExportSigRequests');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
    private readonly realtime: RealtimeService,
  ) {}

  static fileKey(data: Pick<ExportSigRequestsJobData, 'customerId' | 'exportId'>): string {
    return `exports/${data.customerId}/signature-requests-${data.exportId}.csv`;
  }

  async handle(data: ExportSigRequestsJobData, ctx: JobContext): Promise<{ key: string; rows: number | null }> {
    const key = ExportSigRequestsProcessor.fileKey(data);
    try {
      const rows = (await this.storage.exists(key)) ? null : await this.writeCsv(data, key);
      const filename = `signature-requests-${new Date().toISOString().slice(0, 10)}.csv`;
      const url = this.storage.signedUrl(key, { ttlSeconds: LINK_TTL_SECONDS, filename });
      await ctx.reportProgress(100);
      await this.realtime.publish(data.eventName, { progress: 100, url, filename });
      return { key, rows };
    } catch (err) {
      this.logger.error(`Export ${data.exportId} failed (try ${ctx.attempt}): ${(err as Error).message}`);
      if (ctx.attempt >= 3) {
        await this.realtime.publish(data.eventName, { error: 'export_failed' });
      }
      throw err;
    }
  }

  private async writeCsv(data: ExportSigRequestsJobData, key: string): Promise<number> {
    const out = this.storage.createWriteStream(key);
    const finished = once(out, 'finish');
    let written = 0;
    let after = 0;
    await write(out, csvLine([...EXPORT_COLUMNS]));
    for (;;) {
      const batch = await exportBatch(this.ds, data.customerId, data.filter, after, BATCH);
      if (!batch.length) {
        break;
      }
      await write(out, batch.map((row) => csvLine(EXPORT_COLUMNS.map((c) => row[c]))).join(''));
      written += batch.length;
      after = Number(batch[batch.length - 1].sig_request_id);
    }
    out.end();
    await finished;
    return written;
  }
}

async function write(out: Writable, chunk: string): Promise<void> {
  if (!out.write(chunk)) {
    await once(out, 'drain');
  }
}
