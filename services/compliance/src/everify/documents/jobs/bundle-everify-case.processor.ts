import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { QueueName, type JobContext, type JobProcessor } from '@attest/platform';
import { caseRepo } from '../../cases/case-store';
import { CaseBundleService } from '../case-bundle.service';
import { CaseFileJobsService, type CaseFileJobData } from '../case-file-jobs.service';
import { caseFileRepo } from '../case-file-store';
import { FILE_JOBS } from '../case-documents.service';

/**
 * `bundle-everify-case` v1 (exports queue): the case's ZIP for `downloadasync`, sealed in storage, then its link
 * on the file's real-time event. Idempotent: a ZIP already made is only announced again.
 */
@Injectable()
export class BundleEverifyCaseProcessor implements JobProcessor<CaseFileJobData> {
  readonly queue = QueueName.Exports;
  readonly jobName = FILE_JOBS.bundle.jobName;
  readonly version = 1;
  readonly concurrency = 2;
  private readonly logger = new Logger('BundleEverifyCase');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly bundles: CaseBundleService,
    private readonly files: CaseFileJobsService,
  ) {}

  async handle(data: CaseFileJobData, ctx: JobContext): Promise<{ fileId: number; state: string }> {
    const file = await caseFileRepo(this.ds).findOne(data.customerId, { id: data.fileId });
    if (!file || file.state !== 'queued') {
      await this.files.published(data.fileId, data.customerId);
      return { fileId: data.fileId, state: file?.state ?? 'gone' };
    }
    const c = await caseRepo(this.ds).findOne(data.customerId, { id: file.case_id });
    if (!c) {
      await this.files.fail(file, 'not_found');
      return { fileId: file.id, state: 'failed' };
    }
    try {
      const zip = await this.bundles.build(c, async (percent) => {
        await ctx.reportProgress(percent);
        await this.files.progress(file, percent);
      });
      await this.files.complete(file, zip);
      await ctx.reportProgress(100);
      return { fileId: file.id, state: 'ready' };
    } catch (err) {
      this.logger.error(`case file ${file.id}: the ZIP failed (try ${ctx.attempt}): ${(err as Error).message}`);
      if (ctx.attempt >= 3) {
        await this.files.fail(file, 'everify_file_failed');
      }
      throw err;
    }
  }
}
