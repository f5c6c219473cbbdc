import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { QueueName, RealtimeService, runCsvExport, STORAGE, type JobContext, type JobProcessor, type StorageService } from '@attest/platform';
import { EXPORT_SIG_REQUESTS_JOB, type ExportSigRequestsJobData } from './sig-request-export.job';
import { EXPORT_COLUMNS, exportBatch } from './sig-request-filter';

const BATCH = 2000;

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

  handle(data: ExportSigRequestsJobData, ctx: JobContext): Promise<{ key: string; rows: number | null }> {
    return runCsvExport(
      { storage: this.storage, realtime: this.realtime, logger: this.logger },
      {
        key: ExportSigRequestsProcessor.fileKey(data),
        filePrefix: 'signature-requests',
        eventName: data.eventName,
        exportId: data.exportId,
        columns: EXPORT_COLUMNS,
        nextBatch: (after) => exportBatch(this.ds, data.customerId, data.filter, after, BATCH),
        cursorOf: (row) => Number(row.sig_request_id),
        cellsOf: (row) => EXPORT_COLUMNS.map((c) => row[c]),
      },
      ctx,
    );
  }
}
