import { Injectable } from '@nestjs/common';
import { INVITE_APPLICANT_JOB, type InviteApplicantJobData } from '@attest/applicant';
import { QueueName, type AuthContext, type JobProcessor } from '@attest/platform';
import { ActivationService } from './activation.service';

/**
 * Sends one applicant invitation queued by the bulk upload (one job per created row, deterministic id), as
 * staff would with POST .../applicants/{id}/invite, on behalf of the user who started the upload.
 */
@Injectable()
export class InviteApplicantProcessor implements JobProcessor<InviteApplicantJobData> {
  readonly queue = QueueName.Notifications;
  readonly jobName = INVITE_APPLICANT_JOB;
  readonly version = 1;
  readonly concurrency = 4;

  constructor(private readonly activation: ActivationService) {}

  async handle(data: InviteApplicantJobData): Promise<{ sent: boolean }> {
    const auth: AuthContext = { party: 'user', customerId: data.customerId, userId: data.userId, tokenId: 0, locationIds: null };
    await this.activation.invite(auth, data.customerId, data.applicantId);
    return { sent: true };
  }
}
