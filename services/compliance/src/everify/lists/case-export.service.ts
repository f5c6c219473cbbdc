import { Inject, Injectable } from '@nestjs/common';
import { Readable } from 'stream';
import { DataSource } from 'typeorm';
import { AuditService, csvLine, JOB_QUEUE, RealtimeService, startCsvExport, type AuthContext, type JobQueue } from '@attest/platform';
import { todayYmd } from '../../shared/i9-rules';
import { EverifyAccess } from '../cases/everify-access';
import type { CaseExportQuery } from './dto/case-export.dto';
import {
  auditedCaseFilter,
  CASE_EXPORT_COLUMNS,
  caseCells,
  caseCursor,
  caseExportBatch,
  caseExportFilterOf,
  CASES_FILE_PREFIX,
  EXPORT_CASES_JOB,
  type CaseExportFilter,
} from './case-export.rows';

const DIRECT_BATCH = 1000;

export interface CsvDownload {
  filename: string;
  stream: Readable;
}

/**
 * POST /api/v1/everify/export (the file, streamed) and /exportasync (the exports queue; progress and the link on
 * the real-time channel): the case list's filters and the caller's case view, frozen when asked; an audit_log row each.
 */
@Injectable()
export class CaseExportService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly realtime: RealtimeService,
    private readonly audit: AuditService,
    private readonly access: EverifyAccess,
  ) {}

  async direct(auth: AuthContext, q: CaseExportQuery): Promise<CsvDownload> {
    const filter = await this.filterOf(auth, q);
    await this.record(auth, 'file', filter);
    return { filename: `${CASES_FILE_PREFIX}-${todayYmd()}.csv`, stream: Readable.from(this.lines(auth.customerId, filter)) };
  }

  async start(auth: AuthContext, q: CaseExportQuery): Promise<{ job_id: string; event_name: string; subscription_url: string }> {
    const filter = await this.filterOf(auth, q);
    const started = await startCsvExport({ queue: this.queue, realtime: this.realtime }, auth, EXPORT_CASES_JOB, filter);
    await this.record(auth, 'async', filter, started.job_id);
    return started;
  }

  private async filterOf(auth: AuthContext, q: CaseExportQuery): Promise<CaseExportFilter> {
    const flags = await this.access.requireEnabled(auth);
    return caseExportFilterOf(q, this.access.scope(auth, flags));
  }

  private async *lines(customerId: number, filter: CaseExportFilter): AsyncGenerator<string> {
    yield csvLine([...CASE_EXPORT_COLUMNS]);
    for (let after = 0; ; ) {
      const batch = await caseExportBatch(this.ds, customerId, filter, after, DIRECT_BATCH);
      if (!batch.length) {
        return;
      }
      yield batch.map((row) => csvLine(caseCells(row))).join('');
      after = caseCursor(batch[batch.length - 1]);
    }
  }

  private record(auth: AuthContext, mode: 'file' | 'async', filter: CaseExportFilter, jobId?: string): Promise<void> {
    return this.audit.record(auth, {
      entity: 'everify-cases',
      entityId: jobId ?? 'export',
      action: 'export',
      changes: { mode: { from: null, to: mode }, filter: { from: null, to: auditedCaseFilter(filter) } },
    });
  }
}
