import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { QueueName, RealtimeService, STORAGE, type JobContext, type JobProcessor, type StorageService, runCsvExport } from '@attest/platform';
import { cellsOf, cursorOf, EXPORT_COLUMNS, exportBatch, exportQuery } from './applicant-export.rows';
import { EXPORT_APPLICANTS_JOB, type ExportApplicantsJobData } from './jobs/export-applicants.job';

export { EXPORT_COLUMNS } from './applicant-export.rows';
const BATCH = 2000;

/** The filtered applicants as a CSV in storage (platform runCsvExport: keyset pages, progress, idempotent). */
@Injectable()
export class ExportApplicantsProcessor implements JobProcessor<ExportApplicantsJobData> {
  readonly queue = QueueName.Exports;
  readonly jobName = EXPORT_APPLICANTS_JOB;
  readonly version = 1;
  readonly concurrency = 2;
  private readonly logger = new Logger('ExportApplicants');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
    private readonly realtime: RealtimeService,
  ) {}

  static fileKey(data: Pick<ExportApplicantsJobData, 'customerId' | 'exportId'>): string {
    return `exports/${data.customerId}/applicants-${data.exportId}.csv`;
  }

  handle(data: ExportApplicantsJobData, ctx: JobContext): Promise<{ key: string; rows: number | null }> {
    return runCsvExport(
      { storage: this.storage, realtime: this.realtime, logger: this.logger },
      {
        key: ExportApplicantsProcessor.fileKey(data),
        filePrefix: 'applicants',
        eventName: data.eventName,
        exportId: data.exportId,
        columns: EXPORT_COLUMNS,
        total: () => exportQuery(this.ds, data.customerId, data.filter).getCount(),
        nextBatch: (after) => exportBatch(this.ds, data.customerId, data.filter, after, BATCH),
        cursorOf,
        cellsOf,
      },
      ctx,
    );
  }
}
