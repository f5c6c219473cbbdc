import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  QueueName,
  RealtimeService,
  STORAGE,
  TenantRepository,
  type JobContext,
  type JobProcessor,
  type StorageService,
  runCsvExport,
} from '@attest/platform';
import { ApplicantEntity } from '../applicant-record/entities';
import { applyApplicantFilter } from '../applicant-search/applicant-filter';

import { EXPORT_APPLICANTS_JOB, type ExportApplicantsJobData } from './jobs/export-applicants.job';

export const EXPORT_COLUMNS = [
  'applicant_id',
  'first_name',
  'middle_name',
  'last_name',
  'email',
  'mobile_phone',
  'home_phone',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'country',
  'location_id',
  'date_registered',
  'application_status',
  'active',
  'verified',
] as const;
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
    const repo = new TenantRepository(this.ds, ApplicantEntity);
    const filtered = () => applyApplicantFilter(repo.query(data.customerId, 'a'), data.filter);
    return runCsvExport(
      { storage: this.storage, realtime: this.realtime, logger: this.logger },
      {
        key: ExportApplicantsProcessor.fileKey(data),
        filePrefix: 'applicants',
        eventName: data.eventName,
        exportId: data.exportId,
        columns: EXPORT_COLUMNS,
        total: () => filtered().getCount(),
        nextBatch: (after) =>
          filtered()
            .andWhere('a.applicant_id > :lastId', { lastId: after })
            .select(EXPORT_COLUMNS.map((c) => `a.${c}`))
            .orderBy('a.applicant_id', 'ASC')
            .limit(BATCH)
            .getRawMany<Record<string, unknown>>(),
        cursorOf: (row) => Number(row.a_applicant_id),
        cellsOf: (row) => EXPORT_COLUMNS.map((c) => row[`a_${c}`]),
      },
      ctx,
    );
  }
}
