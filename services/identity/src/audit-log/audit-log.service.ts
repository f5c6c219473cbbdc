import type { AuditEntryDto } from '@attest/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AuditLogEntity, JOB_QUEUE, RealtimeService, staffNames, startCsvExport, type AuthContext, type JobQueue } from '@attest/platform';
import { DataSource } from 'typeorm';
import { applyAuditFilter, toExportFilter, type AuditFilter } from './audit-filter';
import { EXPORT_AUDIT_LOG_JOB } from './jobs/export-audit-log.job';

/** The active customer's audit log, newest first, and its CSV export through the queue. */
@Injectable()
export class AuditLogService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly realtime: RealtimeService,
  ) {}

  async list(auth: AuthContext, f: AuditFilter): Promise<{ items: AuditEntryDto[]; total: number }> {
    const qb = applyAuditFilter(this.ds.getRepository(AuditLogEntity).createQueryBuilder('a').where('a.customer_id = :customerId', { customerId: auth.customerId }), 'a', toExportFilter(f));
    const [rows, total] = await qb.orderBy('a.id', 'DESC').skip((f.page - 1) * f.take).take(f.take).getManyAndCount();
    const names = await staffNames(this.ds, rows.filter((r) => r.actor_party === 'user').map((r) => r.actor_id));
    return {
      total,
      items: rows.map((r) => ({
        id: r.id,
        created_at: new Date(r.created_at).toISOString(),
        actor_party: r.actor_party,
        actor_id: r.actor_id,
        actor_name: r.actor_party === 'user' ? (names.get(r.actor_id) ?? null) : null,
        acting_user_id: r.acting_user_id,
        entity: r.entity,
        entity_id: r.entity_id,
        action: r.action,
        changes: JSON.parse(r.changes) as AuditEntryDto['changes'],
        ip: r.ip,
      })),
    };
  }

  startExport(auth: AuthContext, f: AuditFilter) {
    return startCsvExport({ queue: this.queue, realtime: this.realtime }, auth, EXPORT_AUDIT_LOG_JOB, toExportFilter(f));
  }
}
