import { Inject, Injectable } from '@nestjs/common';
import { Readable } from 'stream';
import { DataSource } from 'typeorm';
import type { ApplicantListFilter } from '@attest/contracts';
import { AuditService, csvRows, JOB_QUEUE, RealtimeService, startCsvExport, type AuthContext, type JobQueue } from '@attest/platform';
import { scopedFilter, type ApplicantFilter } from '../applicant-search/applicant-filter';
import { auditedFilter, cellsOf, cursorOf, EXPORT_COLUMNS, exportBatch } from './applicant-export.rows';
import { EXPORT_APPLICANTS_JOB } from './jobs/export-applicants.job';

const DIRECT_BATCH = 1000;

export interface CsvDownload {
  filename: string;
  stream: Readable;
}

/**
 * POST /api/v1/applicants/export (the file, streamed in keyset pages) and /exportasync (a job; the link arrives
 * on the real-time channel). Both take the list's filter, limited to the caller's locations; each export is an
 * audit_log row (who, when, which filters; never the text searched for).
 */
@Injectable()
export class ApplicantExportService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly realtime: RealtimeService,
    private readonly audit: AuditService,
  ) {}

  async direct(auth: AuthContext, filter: ApplicantListFilter): Promise<CsvDownload> {
    const picked = scopedFilter(auth, filter);
    await this.record(auth, 'file', picked);
    const customerId = auth.customerId;
    const rows = csvRows({ columns: EXPORT_COLUMNS, nextBatch: (after) => exportBatch(this.ds, customerId, picked, after, DIRECT_BATCH), cursorOf, cellsOf });
    return { filename: `applicants-${new Date().toISOString().slice(0, 10)}.csv`, stream: Readable.from(rows) };
  }

  async start(auth: AuthContext, filter: ApplicantListFilter) {
    const picked = scopedFilter(auth, filter);
    const started = await startCsvExport({ queue: this.queue, realtime: this.realtime }, auth, EXPORT_APPLICANTS_JOB, picked);
    await this.record(auth, 'async', picked, started.job_id);
    return started;
  }

  private record(auth: AuthContext, mode: 'file' | 'async', filter: ApplicantFilter, jobId?: string): Promise<void> {
    return this.audit.record(auth, {
      entity: 'applicants',
      entityId: jobId ?? 'export',
      action: 'export',
      changes: { mode: { from: null, to: mode }, filter: { from: null, to: auditedFilter(filter) } },
    });
  }
}
