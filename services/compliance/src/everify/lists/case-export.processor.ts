import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { QueueName, RealtimeService, runCsvExport, STORAGE, type CsvExportJobData, type JobContext, type JobProcessor, type StorageService } from '@attest/platform';
import { CASE_EXPORT_COLUMNS, caseCells, caseCursor, caseExportBatch, CASES_FILE_PREFIX, countCaseRows, EXPORT_CASES_JOB, type CaseExportFilter } from './case-export.rows';

export type ExportCasesJobData = CsvExportJobData<CaseExportFilter>;

const BATCH = 2000;

/** The filtered E-Verify cases as a CSV in storage (platform runCsvExport: keyset pages, progress, idempotent). */
@Injectable()
export class ExportCasesProcessor implements JobProcessor<ExportCasesJobData> {
  readonly queue = QueueName.Exports;
  readonly jobName = EXPORT_CASES_JOB;
  readonly version = 1;
  readonly concurrency = 2;
  private readonly logger = new Logger('ExportEverifyCases');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
    private readonly realtime: RealtimeService,
  ) {}

  handle(data: ExportCasesJobData, ctx: JobContext): Promise<{ key: string; rows: number | null }> {
    const f = data.filter;
    return runCsvExport(
      { storage: this.storage, realtime: this.realtime, logger: this.logger },
      {
        key: `exports/${data.customerId}/${CASES_FILE_PREFIX}-${data.exportId}.csv`,
        filePrefix: CASES_FILE_PREFIX,
        eventName: data.eventName,
        exportId: data.exportId,
        columns: CASE_EXPORT_COLUMNS,
        total: () => countCaseRows(this.ds, data.customerId, f),
        nextBatch: (after) => caseExportBatch(this.ds, data.customerId, f, after, BATCH),
        cursorOf: caseCursor,
        cellsOf: caseCells,
      },
      ctx,
    );
  }
}
