import { Inject, Injectable } from '@nestjs/common';
import { Readable } from 'stream';
import { DataSource } from 'typeorm';
import { AuditService, csvLine, JOB_QUEUE, RealtimeService, startCsvExport, type AuthContext, type JobQueue } from '@attest/platform';
import { todayYmd } from '../shared/i9-rules';
import type { ExportSubmissionsQuery } from './dto/export-submissions.dto';
import { EXPORT_FILE_PREFIX } from './submissions-export.processor';
import { EXPORT_I9_SUBMISSIONS_JOB } from './submissions-export.job';
import { auditedFilter, cellsOf, cursorOf, EXPORT_COLUMNS, exportBatch, exportFilterOf, type SubmissionExportFilter } from './submissions-export.rows';

const DIRECT_BATCH = 1000;

export interface CsvDownload {
  filename: string;
  stream: Readable;
}

/**
 * POST /api/v1/submissions/export (the file, streamed) and /exportasync (a job on the exports queue): the
 * caller's filter and locations, frozen when asked. Each export is an audit_log row (who, when, from
 * where, which filter; never the name searched for).
 */
@Injectable()
export class SubmissionsExportService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly realtime: RealtimeService,
    private readonly audit: AuditService,
  ) {}

  async direct(auth: AuthContext, q: ExportSubmissionsQuery): Promise<CsvDownload> {
    const asOf = todayYmd();
    const filter = exportFilterOf(auth, q, asOf);
    await this.record(auth, 'file', filter);
    return { filename: `${EXPORT_FILE_PREFIX}-${asOf}.csv`, stream: Readable.from(this.lines(auth.customerId, filter)) };
  }

  async start(auth: AuthContext, q: ExportSubmissionsQuery): Promise<{ job_id: string; event_name: string; subscription_url: string }> {
    const filter = exportFilterOf(auth, q, todayYmd());
    const started = await startCsvExport({ queue: this.queue, realtime: this.realtime }, auth, EXPORT_I9_SUBMISSIONS_JOB, filter);
    await this.record(auth, 'async', filter, started.job_id);
    return started;
  }

  private async *lines(customerId: number, filter: SubmissionExportFilter): AsyncGenerator<string> {
    yield csvLine([...EXPORT_COLUMNS]);
    for (let after = 0; ; ) {
      const batch = await exportBatch(this.ds, customerId, filter, after, DIRECT_BATCH);
      if (!batch.length) {
        return;
      }
      yield batch.map((row) => csvLine(cellsOf(row, filter.as_of))).join('');
      after = cursorOf(batch[batch.length - 1]);
    }
  }

  private record(auth: AuthContext, mode: 'file' | 'async', filter: SubmissionExportFilter, jobId?: string): Promise<void> {
    return this.audit.record(auth, {
      entity: 'i9_submissions',
      entityId: jobId ?? 'export',
      action: 'export',
      changes: { mode: { from: null, to: mode }, filter: { from: null, to: auditedFilter(filter) } },
    });
  }
}
