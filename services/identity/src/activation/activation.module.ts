import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { JOB_QUEUE, type JobProcessor, type JobQueue } from '@attest/platform';
import { CustomersModule } from '../customers/customers.module';
import { LoginSecurityModule } from '../login-security/login-security.module';
import { SessionsModule } from '../sessions/sessions.module';
import { AccountActivationController } from './account-activation.controller';
import { ActivationService } from './activation.service';
import { ApplicantInviteController } from './applicant-invite.controller';
import { InviteApplicantProcessor } from './invite-applicant.processor';

@Module({
  imports: [CustomersModule, LoginSecurityModule, SessionsModule],
  controllers: [ApplicantInviteController, AccountActivationController],
  providers: [ActivationService, InviteApplicantProcessor],
})
export class ActivationModule implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly invitations: InviteApplicantProcessor,
  ) {}

  /** The bulk upload's invitation jobs run wherever the notifications queue is consumed. */
  onModuleInit(): void {
    this.queue.registerProcessor(this.invitations as unknown as JobProcessor);
  }
}
