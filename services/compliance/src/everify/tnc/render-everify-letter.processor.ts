import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { QueueName, TenantRepository, type JobContext, type JobProcessor } from '@attest/platform';
import type { TncFanLanguage } from '@attest/contracts';
import { EverifyCaseSource } from '../cases/case-source';
import { caseRepo } from '../cases/case-store';
import type { EverifyCaseEntity } from '../cases/entities';
import { CaseFileJobsService, type CaseFileJobData } from '../documents/case-file-jobs.service';
import { caseFileRepo } from '../documents/case-file-store';
import { FILE_JOBS } from '../documents/case-documents.service';
import type { EverifyCaseFileEntity } from '../documents/entities/everify-case-file.entity';
import { EVERIFY_CONFIG, type EverifyConfig } from '../everify-config';
import { letterInput } from './letter-input';
import { renderLetterPdf } from './render-letter-pdf';

/** The referral is not confirmed by E-Verify yet: the letter waits (the job is retried like an E-Verify call). */
export class LetterNotReadyError extends Error {
  constructor() {
    super('waiting for E-Verify to confirm the referral');
    this.name = 'LetterNotReadyError';
  }
}

/**
 * `render-everify-letter` v1 (pdf queue): draws a case's Further Action Notice or Referral Date Confirmation in
 * its language, seals it in storage and announces its link. The referral letter waits until E-Verify has
 * confirmed the referral (its dates are E-Verify's); a case that will not be referred fails the letter.
 */
@Injectable()
export class RenderEverifyLetterProcessor implements JobProcessor<CaseFileJobData> {
  readonly queue = QueueName.Pdf;
  readonly jobName = FILE_JOBS.fan.jobName;
  readonly version = 1;
  readonly concurrency = 2;
  private readonly logger = new Logger('RenderEverifyLetter');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(EVERIFY_CONFIG) private readonly config: EverifyConfig,
    private readonly files: CaseFileJobsService,
    private readonly source: EverifyCaseSource,
  ) {}

  async handle(data: CaseFileJobData, ctx: JobContext): Promise<{ fileId: number; state: string }> {
    const file = await caseFileRepo(this.ds).findOne(data.customerId, { id: data.fileId });
    if (!file || file.state !== 'queued' || (file.kind !== 'fan' && file.kind !== 'referral')) {
      await this.files.published(data.fileId, data.customerId);
      return { fileId: data.fileId, state: file?.state ?? 'gone' };
    }
    const c = await caseRepo(this.ds).findOne(data.customerId, { id: file.case_id });
    const waiting = !!c && file.kind === 'referral' && !c.referred_at && c.pending_action === 'REFER';
    if (waiting) {
      if (ctx.attempt >= this.config.jobAttempts) {
        // Out of tries: the row stays queued; the next status call queues it again.
        this.logger.warn(`case file ${file.id}: the referral is still not confirmed`);
      }
      throw new LetterNotReadyError();
    }
    try {
      const bytes = c ? await this.render(file, c) : null;
      if (!bytes) {
        await this.files.fail(file, file.kind === 'fan' ? 'everify_no_tnc' : 'everify_not_referred');
        return { fileId: file.id, state: 'failed' };
      }
      await this.files.complete(file, bytes);
      await ctx.reportProgress(100);
      return { fileId: file.id, state: 'ready' };
    } catch (err) {
      this.logger.error(`case file ${file.id}: the letter failed (try ${ctx.attempt}): ${(err as Error).message}`);
      if (ctx.attempt >= 3) {
        await this.files.fail(file, 'everify_letter_failed');
      }
      throw err;
    }
  }

  private async render(file: EverifyCaseFileEntity, c: EverifyCaseEntity): Promise<Uint8Array | null> {
    const signed = await this.source.forCase(this.ds.manager, c);
    const applicant = await new TenantRepository(this.ds, ApplicantEntity).findOne(c.customer_id, { applicant_id: c.applicant_id });
    const fallback = [applicant?.first_name, applicant?.last_name].filter(Boolean).join(' ');
    const input = letterInput(file.kind as 'fan' | 'referral', (file.lang ?? 'en') as TncFanLanguage, c, signed, fallback, new Date(file.created_at));
    return input ? renderLetterPdf(input) : null;
  }
}
