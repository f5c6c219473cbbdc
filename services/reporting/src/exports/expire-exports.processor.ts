import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, LessThan } from 'typeorm';
import { ExportRecordEntity, QueueName, STORAGE, type JobPayload, type JobProcessor, type StorageService } from '@attest/platform';

export const EXPIRE_EXPORTS_JOB = 'expire-exports';
/** Hourly: a file is gone at most an hour after its expiry (retention EXPORT_RETENTION_DAYS, decision 0035). */
export const EXPIRE_EXPORTS_CRON = '17 * * * *';
const BATCH = 200;

/** Removes export files past their expiry and marks their rows expired (every customer: a system job). */
@Injectable()
export class ExpireExportsProcessor implements JobProcessor<JobPayload> {
  readonly queue = QueueName.Schedules;
  readonly jobName = EXPIRE_EXPORTS_JOB;
  readonly version = 1;
  private readonly logger = new Logger('ExpireExports');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
  ) {}

  async handle(_data?: JobPayload, _ctx?: unknown, now: Date = new Date()): Promise<{ expired: number }> {
    const repo = this.ds.getRepository(ExportRecordEntity);
    let expired = 0;
    for (;;) {
      const due = await repo.find({ where: { status: 'done', expires_at: LessThan(now) }, take: BATCH, order: { expires_at: 'ASC' } });
      for (const row of due) {
        // The file first: a row marked expired never points at a file left behind.
        if (row.file_key) {
          await this.storage.delete(row.file_key);
        }
        await repo.update({ export_id: row.export_id, status: 'done' }, { status: 'expired', file_key: null });
        expired += 1;
      }
      if (due.length < BATCH) {
        break;
      }
    }
    if (expired) {
      this.logger.log(`Removed ${expired} expired export file(s)`);
    }
    return { expired };
  }
}
