import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { exportModelOfJob } from '@attest/contracts';
import { ExportRecordEntity } from './export-record.entity';
import { registerExportRecorder, type ExportRecorder } from './export-recorder';
import { filterSummary } from './filter-summary';

/** How long an export's file is kept (decision 0035); then the retention job removes it and marks it expired. */
export const EXPORT_RETENTION_DAYS = 7;

/**
 * The exports registry's writer (adm_exports). A failure to record is logged, never fails the export: the
 * file matters more than its listing.
 */
@Injectable()
export class ExportRecordsService implements ExportRecorder, OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ExportRecords');
  private unregister?: () => void;

  constructor(@Optional() @Inject(DataSource) private readonly ds?: DataSource) {}

  onModuleInit(): void {
    if (this.ds?.hasMetadata(ExportRecordEntity)) {
      this.unregister = registerExportRecorder(this);
    }
  }

  onModuleDestroy(): void {
    this.unregister?.();
  }

  async queued(r: Parameters<ExportRecorder['queued']>[0]): Promise<void> {
    await this.safely(r.exportId, () =>
      this.repo().insert({
        export_id: r.exportId,
        customer_id: r.customerId,
        user_id: r.userId,
        job_name: r.jobName,
        model: exportModelOfJob(r.jobName)?.model ?? null,
        filter_summary: JSON.stringify(filterSummary(r.filter)),
        status: 'queued',
        row_count: null,
        schedule_id: r.scheduleId ?? null,
        created_at: new Date(),
      }),
    );
  }

  async running(exportId: string): Promise<void> {
    await this.safely(exportId, () => this.repo().update({ export_id: exportId, status: 'queued' }, { status: 'running' }));
  }

  async done(exportId: string, result: { key: string; filename: string; rows: number | null }): Promise<void> {
    const now = new Date();
    const expires = new Date(now.getTime() + EXPORT_RETENTION_DAYS * 24 * 3600 * 1000);
    await this.safely(exportId, () =>
      this.repo().update(
        { export_id: exportId },
        { status: 'done', file_key: result.key, file_name: result.filename, finished_at: now, expires_at: expires, ...(result.rows !== null ? { row_count: result.rows } : {}) },
      ),
    );
  }

  async failed(exportId: string): Promise<void> {
    await this.safely(exportId, () => this.repo().update({ export_id: exportId }, { status: 'failed', finished_at: new Date() }));
  }

  private repo() {
    return (this.ds as DataSource).getRepository(ExportRecordEntity);
  }

  private async safely(exportId: string, write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (err) {
      this.logger.error(`Recording export ${exportId}: ${(err as Error).message}`);
    }
  }
}
