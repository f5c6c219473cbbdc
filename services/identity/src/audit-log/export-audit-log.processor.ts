import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuditLogEntity, QueueName, RealtimeService, runCsvExport, STORAGE, type JobContext, type JobProcessor, type StorageService } from '@attest/platform';
import { DataSource } from 'typeorm';
import { applyAuditFilter } from './audit-filter';
import { EXPORT_AUDIT_LOG_JOB, type ExportAuditLogJobData } from './jobs/export-audit-log.job';

const COLUMNS = ['id', 'created_at', 'actor_party', 'actor_id', 'acting_user_id', 'entity', 'entity_id', 'action', 'changes', 'ip'] as const;
const BATCH = 2000;

/** The filtered audit log as a CSV in storage (platform runCsvExport: keyset pages, idempotent). */
@Injectable()
export class ExportAuditLogProcessor implements JobProcessor<ExportAuditLogJobData> {
  readonly queue = QueueName.Exports;
  readonly jobName = EXPORT_AUDIT_LOG_JOB;
  readonly version = 1;
  readonly concurrency = 1;
  private readonly logger = new Logger('ExportAuditLog');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
    private readonly realtime: RealtimeService,
  ) {}

  handle(data: ExportAuditLogJobData, ctx: JobContext): Promise<{ key: string; rows: number | null }> {
    const filtered = () =>
      applyAuditFilter(this.ds.getRepository(AuditLogEntity).createQueryBuilder('a').where('a.customer_id = :customerId', { customerId: data.customerId }), 'a', data.filter);
    return runCsvExport(
      { storage: this.storage, realtime: this.realtime, logger: this.logger },
      {
        key: `exports/${data.customerId}/audit-log-${data.exportId}.csv`,
        filePrefix: 'audit-log',
        eventName: data.eventName,
        exportId: data.exportId,
        columns: COLUMNS,
        total: () => filtered().getCount(),
        nextBatch: (after) =>
          filtered()
            .andWhere('a.id > :lastId', { lastId: after })
            .select(COLUMNS.map((c) => `a.${c}`))
            .orderBy('a.id', 'ASC')
            .limit(BATCH)
            .getRawMany<Record<string, unknown>>(),
        cursorOf: (row) => Number(row.a_id),
        cellsOf: (row) => COLUMNS.map((c) => (c === 'created_at' && row.a_created_at ? new Date(row.a_created_at as string).toISOString() : row[`a_${c}`])),
      },
      ctx,
    );
  }
}
