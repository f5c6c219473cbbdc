import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JOB_QUEUE, QueueName, type JobQueue } from '@attest/platform';
import { caseRepo } from '../cases/case-store';
import { EVERIFY_CONFIG, type EverifyConfig } from '../everify-config';
import { SYNC_EVERIFY_CASE_JOB, syncJobId, type SyncEverifyCaseJobData } from './sync-everify-case.job';

/**
 * Puts a case's next call to E-Verify on the queue (retried with exponential backoff while E-Verify is down).
 * A failed add is logged, not thrown: the request is already stored on the case and the refresh round sends it.
 */
@Injectable()
export class EverifyDispatchService {
  private readonly logger = new Logger('EverifyDispatch');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(EVERIFY_CONFIG) private readonly config: EverifyConfig,
  ) {}

  async enqueue(customerId: number, caseId: number, tag: string): Promise<string | null> {
    return this.add(customerId, caseId, tag, true);
  }

  /**
   * One try now, without retries and without replacing the case's job: a case whose job waits out a long
   * backoff is sent within a refresh round once E-Verify is back (the row lock keeps the two apart).
   */
  probe(customerId: number, caseId: number, tag: string): Promise<string | null> {
    return this.add(customerId, caseId, tag, false);
  }

  private async add(customerId: number, caseId: number, tag: string, track: boolean): Promise<string | null> {
    const data: SyncEverifyCaseJobData = { customerId, version: 1, caseId };
    const opts = track ? { jobId: syncJobId(caseId, tag), attempts: this.config.jobAttempts, backoffMs: this.config.jobBackoffMs } : { jobId: syncJobId(caseId, `${tag}-probe`), attempts: 1 };
    try {
      const { id } = await this.queue.add(QueueName.Everify, SYNC_EVERIFY_CASE_JOB, data, opts);
      if (track) {
        await caseRepo(this.ds).update(customerId, { id: caseId }, { job_id: id });
      }
      return id;
    } catch (err) {
      this.logger.warn(`case ${caseId}: not queued (${(err as Error).message}); the refresh round will send it`);
      return null;
    }
  }

  /** The state of the case's latest job: about to run (waiting, active), waiting out a retry's backoff, or ended/unknown. */
  async jobState(jobId: string | null): Promise<'queued' | 'retrying' | 'none'> {
    const job = jobId ? await this.queue.getJob(QueueName.Everify, jobId) : null;
    if (job?.state === 'waiting' || job?.state === 'active') {
      return 'queued';
    }
    return job?.state === 'delayed' ? 'retrying' : 'none';
  }
}
