import { Inject, Injectable } from '@nestjs/common';
import { Brackets, DataSource } from 'typeorm';
import { EVERIFY_CASE_STATUS as S, EVERIFY_WAITING_STATUSES } from '@attest/contracts';
import { QueueName, type JobContext, type JobProcessor } from '@attest/platform';
import { caseRepo } from '../cases/case-store';
import { EverifyDispatchService } from './everify-dispatch.service';
import { REFRESH_EVERIFY_CASES_JOB, type RefreshEverifyCasesJobData } from './refresh-everify-cases.job';

/**
 * One refresh round of one customer: a sync job for every case that waits for E-Verify (a waiting status, a
 * request still owed whose job has ended, a photo not yet fetched). A case whose job is about to run is left
 * to it; one whose job waits out a retry's backoff gets a single try now (E-Verify may be back).
 */
@Injectable()
export class RefreshEverifyCasesProcessor implements JobProcessor<RefreshEverifyCasesJobData> {
  readonly queue = QueueName.Everify;
  readonly jobName = REFRESH_EVERIFY_CASES_JOB;
  readonly version = 1;

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly dispatch: EverifyDispatchService,
  ) {}

  async handle(data: RefreshEverifyCasesJobData, _ctx: JobContext): Promise<{ queued: number; busy: number }> {
    const due = await caseRepo(this.ds)
      .query(data.customerId, 'c')
      .andWhere(
        new Brackets((w) =>
          w
            .where('c.awaiting_service = 1')
            .orWhere('c.case_number IS NOT NULL AND c.status IN (:...waiting)', { waiting: EVERIFY_WAITING_STATUSES })
            .orWhere('c.case_number IS NOT NULL AND c.status = :photo AND c.photo_key IS NULL', { photo: S.PHOTO_MATCHING }),
        ),
      )
      .select(['c.id', 'c.job_id'])
      .orderBy('c.id', 'ASC')
      .getMany();
    let queued = 0;
    let busy = 0;
    for (const c of due) {
      const state = await this.dispatch.jobState(c.job_id);
      if (state === 'queued') {
        busy += 1;
      } else if (await (state === 'retrying' ? this.dispatch.probe(data.customerId, c.id, `r${data.round}`) : this.dispatch.enqueue(data.customerId, c.id, `r${data.round}`))) {
        queued += 1;
      }
    }
    return { queued, busy };
  }
}
