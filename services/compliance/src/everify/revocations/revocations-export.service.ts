import { Inject, Injectable } from '@nestjs/common';
import { Readable } from 'stream';
import { DataSource } from 'typeorm';
import { AuditService, csvLine, JOB_QUEUE, RealtimeService, startCsvExport, type AuthContext, type JobQueue } from '@attest/platform';
import { todayYmd } from '../../shared/i9-rules';
import type { CsvDownload } from '../lists/case-export.service';
import type { RevocationFilter } from './dto/revocation-query.dto';
import {
  auditedRevocationFilter,
  EXPORT_REVOCATIONS_JOB,
  REVOCATION_EXPORT_COLUMNS,
  revocationCells,
  revocationCursor,
  revocationExportBatch,
  revocationExportFilterOf,
  REVOCATIONS_FILE_PREFIX,
  type RevocationExportFilter,
} from './revocations-export.rows';
import { RevocationsQueryService } from './revocations-query.service';

const DIRECT_BATCH = 1000;

/**
 * POST /api/v1/everify/revocations/export (the file, streamed) and /exportasync (the exports queue; progress and
 * the link on the real-time channel): the list's filters and the caller's view, frozen when asked. Each export
 * is an audit_log row (never the name searched for).
 */
@Injectable()
export class RevocationsExportService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly realtime: RealtimeService,
    private readonly audit: AuditService,
    private readonly list: RevocationsQueryService,
  ) {}

  async direct(auth: AuthContext, q: RevocationFilter): Promise<CsvDownload> {
    const filter = revocationExportFilterOf(q, await this.list.scopeOf(auth));
    await this.record(auth, 'file', filter);
    return { filename: `${REVOCATIONS_FILE_PREFIX}-${todayYmd()}.csv`, stream: Readable.from(this.lines(auth.customerId, filter)) };
  }

  async start(auth: AuthContext, q: RevocationFilter): Promise<{ job_id: string; event_name: string; subscription_url: string }> {
    const filter = revocationExportFilterOf(q, await this.list.scopeOf(auth));
    const started = await startCsvExport({ queue: this.queue, realtime: this.realtime }, auth, EXPORT_REVOCATIONS_JOB, filter);
    await this.record(auth, 'async', filter, started.job_id);
    return started;
  }

  private async *lines(customerId: number, filter: RevocationExportFilter): AsyncGenerator<string> {
    yield csvLine([...REVOCATION_EXPORT_COLUMNS]);
    for (let after = 0; ; ) {
      const batch = await revocationExportBatch(this.ds, customerId, filter, after, DIRECT_BATCH);
      if (!batch.length) {
        return;
      }
      yield batch.map((row) => csvLine(revocationCells(row))).join('');
      after = revocationCursor(batch[batch.length - 1]);
    }
  }

  private record(auth: AuthContext, mode: 'file' | 'async', filter: RevocationExportFilter, jobId?: string): Promise<void> {
    return this.audit.record(auth, {
      entity: 'ead_revocations',
      entityId: jobId ?? 'export',
      action: 'export',
      changes: { mode: { from: null, to: mode }, filter: { from: null, to: auditedRevocationFilter(filter) } },
    });
  }
}
