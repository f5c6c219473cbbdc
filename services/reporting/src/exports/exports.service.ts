import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { exportModelNamed, type ExportDto, type ExportsQuery, type ExportStatus } from '@attest/contracts';
import { AppException, ExportRecordEntity, STORAGE, StorageObjectNotFoundError, TenantRepository, type AuthContext, type StorageService } from '@attest/platform';
import type { Readable } from 'stream';

/** The exports list (staff-side §7 Exports): every CSV export of the customer, newest first. */
@Injectable()
export class ExportsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
  ) {}

  async query(auth: AuthContext, q: ExportsQuery): Promise<{ items: ExportDto[]; total: number }> {
    const qb = new TenantRepository(this.ds, ExportRecordEntity).query(auth.customerId, 'e');
    if (q.model) {
      qb.andWhere('e.job_name = :jobName', { jobName: exportModelNamed(q.model)?.jobName });
    }
    if (q.status) {
      qb.andWhere('e.status = :status', { status: q.status });
    }
    if (q.user_id) {
      qb.andWhere('e.user_id = :userId', { userId: q.user_id });
    }
    const [rows, total] = await qb.orderBy('e.created_at', 'DESC').addOrderBy('e.export_id', 'ASC').skip(q.skip).take(q.take).getManyAndCount();
    const names = await this.userNames(rows.map((r) => r.user_id));
    return { items: rows.map((r) => toDto(r, names.get(r.user_id) ?? null)), total };
  }

  /** The file while it is kept; 410 export_expired once removed (or never written: 404 until it is done). */
  async file(auth: AuthContext, exportId: string): Promise<{ stream: Readable; filename: string }> {
    const row = await new TenantRepository(this.ds, ExportRecordEntity).findOneOr404(auth.customerId, { export_id: exportId }, 'export_not_found');
    if (row.status === 'expired') {
      throw new AppException(HttpStatus.GONE, 'export_expired');
    }
    if (row.status !== 'done' || !row.file_key) {
      throw new AppException(HttpStatus.CONFLICT, 'export_not_ready');
    }
    try {
      return { stream: await this.storage.read(row.file_key), filename: row.file_name ?? 'export.csv' };
    } catch (err) {
      if (err instanceof StorageObjectNotFoundError) {
        throw new AppException(HttpStatus.GONE, 'export_expired');
      }
      throw err;
    }
  }

  /** Reporting reads identity's staff names with plain SQL (decision 0032: a read model, no identity internals). */
  private async userNames(ids: number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)].filter((id) => id > 0);
    if (!unique.length) {
      return new Map();
    }
    const rows = await this.ds
      .createQueryBuilder()
      .select(['u.user_id AS user_id', 'u.first_name AS first_name', 'u.last_name AS last_name'])
      .from('cst_users', 'u')
      .where({ user_id: In(unique) })
      .getRawMany<{ user_id: number; first_name: string | null; last_name: string | null }>();
    return new Map(rows.map((r) => [Number(r.user_id), [r.first_name, r.last_name].filter(Boolean).join(' ')]));
  }
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toDto(r: ExportRecordEntity, userName: string | null): ExportDto {
  return {
    export_id: r.export_id,
    model: r.model,
    job_name: r.job_name,
    user_id: r.user_id,
    user_name: userName,
    filter_summary: JSON.parse(r.filter_summary || '{}') as Record<string, unknown>,
    status: r.status as ExportStatus,
    rows: r.row_count,
    file_name: r.file_name,
    created_at: new Date(r.created_at).toISOString(),
    finished_at: iso(r.finished_at),
    expires_at: iso(r.expires_at),
    schedule_id: r.schedule_id,
  };
}
