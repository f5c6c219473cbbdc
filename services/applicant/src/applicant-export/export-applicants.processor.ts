import { Inject, Injectable, Logger } from '@nestjs/common';
import { once } from 'events';
import type { Writable } from 'stream';
import { DataSource } from 'typeorm';
import {
  QueueName,
  RealtimeService,
  STORAGE,
  TenantRepository,
  type JobContext,
  type JobProcessor,
  type StorageService,
  csvLine,
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
const LINK_TTL_SECONDS = 60 * 60;

/**
 * Streams the filtered applicants to a CSV in storage in keyset-paged batches (raw rows, bounded
 * memory), reporting progress on the job and the real-time channel. Idempotent: a finished file is
 * not written again, its link is just re-sent.
 */
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

  async handle(
    data: ExportApplicantsJobData,
    ctx: JobContext,
  ): Promise<{ key: string; rows: number | null }> {
    const key = ExportApplicantsProcessor.fileKey(data);
    try {
      let rows: number | null = null;
      if (!(await this.storage.exists(key))) {
        rows = await this.writeCsv(data, key, ctx);
      }
      const filename = `applicants-${new Date().toISOString().slice(0, 10)}.csv`;
      const url = this.storage.signedUrl(key, { ttlSeconds: LINK_TTL_SECONDS, filename });
      await ctx.reportProgress(100);
      await this.realtime.publish(data.eventName, { progress: 100, url, filename });
      return { key, rows };
    } catch (err) {
      this.logger.error(`Export ${data.exportId} failed (try ${ctx.attempt}): ${(err as Error).message}`);
      if (ctx.attempt >= 3) {
        await this.realtime.publish(data.eventName, { error: 'export_failed' });
      }
      throw err;
    }
  }

  private async writeCsv(data: ExportApplicantsJobData, key: string, ctx: JobContext): Promise<number> {
    const repo = new TenantRepository(this.ds, ApplicantEntity);
    const total = await applyApplicantFilter(repo.query(data.customerId, 'a'), data.filter).getCount();
    const out = this.storage.createWriteStream(key);
    const finished = once(out, 'finish');
    let written = 0;
    let lastId = 0;
    let lastPercent = -1;
    await write(out, csvLine([...EXPORT_COLUMNS]));
    for (;;) {
      const batch = await applyApplicantFilter(repo.query(data.customerId, 'a'), data.filter)
        .andWhere('a.applicant_id > :lastId', { lastId })
        .select(EXPORT_COLUMNS.map((c) => `a.${c}`))
        .orderBy('a.applicant_id', 'ASC')
        .limit(BATCH)
        .getRawMany<Record<string, unknown>>();
      if (batch.length === 0) {
        break;
      }
      let chunk = '';
      for (const row of batch) {
        chunk += csvLine(EXPORT_COLUMNS.map((c) => row[`a_${c}`]));
      }
      await write(out, chunk);
      written += batch.length;
      lastId = Number(batch[batch.length - 1].a_applicant_id);
      const percent = total ? Math.min(99, Math.floor((written / total) * 100)) : 99;
      if (percent !== lastPercent) {
        lastPercent = percent;
        await ctx.reportProgress(percent);
        await this.realtime.publish(data.eventName, { progress: percent });
      }
    }
    out.end();
    await finished;
    return written;
  }
}

async function write(out: Writable, chunk: string): Promise<void> {
  if (!out.write(chunk)) {
    await once(out, 'drain');
  }
}
