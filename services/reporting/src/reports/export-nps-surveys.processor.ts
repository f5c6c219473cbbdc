import { Inject, Injectable, Logger } from '@nestjs/common';
import { resolveReportRange, type ReportRangeQuery } from '@attest/contracts';
import { QueueName, RealtimeService, runCsvExport, STORAGE, type AuthContext, type CsvExportJobData, type JobContext, type JobProcessor, type StorageService } from '@attest/platform';
import { NpsReportService, SURVEY_CSV_COLUMNS, surveyCells } from './nps-report.service';

export const EXPORT_NPS_SURVEYS_JOB = 'export-nps-surveys';

/** Payload v1: the report's range as asked (no dates: the last year up to the day it runs) and the hidden filter. */
export type ExportNpsSurveysJobData = CsvExportJobData<ReportRangeQuery & { hidden?: boolean }>;

/**
 * The NPS survey answers as a CSV file in the exports list: what a schedule of the "NPS survey answers" model
 * runs (staff-side §3 schedules run reports). Only staff who see every location can schedule an export (decision
 * 0035), so the file covers every location of the customer.
 */
@Injectable()
export class ExportNpsSurveysProcessor implements JobProcessor<ExportNpsSurveysJobData> {
  readonly queue = QueueName.Exports;
  readonly jobName = EXPORT_NPS_SURVEYS_JOB;
  readonly version = 1;
  private readonly logger = new Logger('ExportNpsSurveys');

  constructor(
    private readonly nps: NpsReportService,
    @Inject(STORAGE) private readonly storage: StorageService,
    private readonly realtime: RealtimeService,
  ) {}

  handle(data: ExportNpsSurveysJobData, ctx: JobContext): Promise<{ key: string; rows: number | null }> {
    const range = resolveReportRange(data.filter ?? {});
    const auth = { party: 'user', customerId: data.customerId, userId: data.userId, tokenId: 0, locationIds: null } satisfies AuthContext;
    return runCsvExport(
      { storage: this.storage, realtime: this.realtime, logger: this.logger },
      {
        key: `exports/${data.customerId}/nps-surveys-${data.exportId}.csv`,
        filePrefix: 'nps-surveys',
        eventName: data.eventName,
        exportId: data.exportId,
        columns: SURVEY_CSV_COLUMNS,
        nextBatch: (after) => this.nps.surveyBatch(auth, range, data.filter?.hidden, after),
        cursorOf: (row) => row.id,
        cellsOf: surveyCells,
      },
      ctx,
    );
  }
}
