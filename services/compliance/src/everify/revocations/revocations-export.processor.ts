import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { QueueName, RealtimeService, runCsvExport, STORAGE, type CsvExportJobData, type JobContext, type JobProcessor, type StorageService } from '@attest/platform';
import {
  countRevocationRows,
  EXPORT_REVOCATIONS_JOB,
  REVOCATION_EXPORT_COLUMNS,
  revocationCells,
  revocationCursor,
  revocationExportBatch,
  REVOCATIONS_FILE_PREFIX,
  type RevocationExportFilter,
} from './revocations-export.rows';

export type ExportRevocationsJobData = CsvExportJobData<RevocationExportFilter>;

const BATCH = 2000;

/** The filtered EAD revocations as a CSV in storage (platform runCsvExport: keyset pages, progress, idempotent). */
@Injectable()
export class ExportRevocationsProcessor implements JobProcessor<ExportRevocationsJobData> {
  readonly queue = QueueName.Exports;
  readonly jobName = EXPORT_REVOCATIONS_JOB;
  readonly version = 1;
  readonly concurrency = 2;
  private readonly logger = new Logger('ExportEadRevocations');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
    private readonly realtime: RealtimeService,
  ) {}

  handle(data: ExportRevocationsJobData, ctx: JobContext): Promise<{ key: string; rows: number | null }> {
    const f = data.filter;
    return runCsvExport(
      { storage: this.storage, realtime: this.realtime, logger: this.logger },
      {
        key: `exports/${data.customerId}/${REVOCATIONS_FILE_PREFIX}-${data.exportId}.csv`,
        filePrefix: REVOCATIONS_FILE_PREFIX,
        eventName: data.eventName,
        exportId: data.exportId,
        columns: REVOCATION_EXPORT_COLUMNS,
        total: () => countRevocationRows(this.ds, data.customerId, f),
        nextBatch: (after) => revocationExportBatch(this.ds, data.customerId, f, after, BATCH),
        cursorOf: revocationCursor,
        cellsOf: revocationCells,
      },
      ctx,
    );
  }
}
