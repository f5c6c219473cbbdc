import { Injectable } from '@nestjs/common';
import { APPLICANT_REGISTERED_JOB, APPLICANT_REGISTERED_QUEUE, type ApplicantRegisteredJobData } from '@attest/identity';
import type { JobProcessor } from '@attest/platform';
import { ReferralsService } from './referrals.service';

/** Handles identity's sign-up event: the referral that invited her becomes SignedUp. */
@Injectable()
export class ReferralSignedUpProcessor implements JobProcessor<ApplicantRegisteredJobData> {
  readonly queue = APPLICANT_REGISTERED_QUEUE;
  readonly jobName = APPLICANT_REGISTERED_JOB;
  readonly version = 1;

  constructor(private readonly referrals: ReferralsService) {}

  handle(data: ApplicantRegisteredJobData): Promise<number> {
    return this.referrals.signedUp(data.customerId, data.applicantId);
  }
}
