import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { QueueName, RealtimeService, runCsvExport, STORAGE, type JobContext, type JobProcessor, type StorageService } from '@attest/platform';
import { EXPORT_I9_SUBMISSIONS_JOB, type ExportI9SubmissionsJobData } from './submissions-export.job';
import { cellsOf, countRows, cursorOf, EXPORT_COLUMNS, exportBatch } from './submissions-export.rows';

const BATCH = 2000;
export const EXPORT_FILE_PREFIX = 'i9-submissions';

/** The filtered I-9 submissions as a CSV in storage (platform runCsvExport: keyset pages, progress, idempotent). */
@Injectable()
export class ExportI9SubmissionsProcessor implements JobProcessor<ExportI9SubmissionsJobData> {
  readonly queue = QueueName.Exports;
  readonly jobName = EXPORT_I9_SUBMISSIONS_JOB;
  readonly version = 1;
  readonly concurrency = 2;
  private readonly logger = new Logger('ExportI9Submissions');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
    private readonly realtime: RealtimeService,
  ) {}

  static fileKey(data: Pick<ExportI9SubmissionsJobData, 'customerId' | 'exportId'>): string {
    return `exports/${data.customerId}/${EXPORT_FILE_PREFIX}-${data.exportId}.csv`;
  }

  handle(data: ExportI9SubmissionsJobData, ctx: JobContext): Promise<{ key: string; rows: number | null }> {
    const f = data.filter;
    return runCsvExport(
      { storage: this.storage, realtime: this.realtime, logger: this.logger },
      {
        key: ExportI9SubmissionsProcessor.fileKey(data),
        filePrefix: EXPORT_FILE_PREFIX,
        eventName: data.eventName,
        exportId: data.exportId,
        columns: EXPORT_COLUMNS,
        total: () => countRows(this.ds, data.customerId, f),
        nextBatch: (after) => exportBatch(this.ds, data.customerId, f, after, BATCH),
        cursorOf,
        cellsOf: (row) => cellsOf(row, f.as_of),
      },
      ctx,
    );
  }
}
