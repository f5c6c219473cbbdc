import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { CustomersService } from '@attest/identity';
import { JOB_QUEUE, type JobProcessor, type JobQueue } from '@attest/platform';
import { ReferralLinksController } from './referral-links.controller';
import { ReferralSignedUpProcessor } from './referral-signed-up.processor';
import { ReferralsController } from './referrals.controller';
import { ReferralsService } from './referrals.service';

/** Referrals; registers the handler of identity's sign-up event wherever the queue runs. */
@Module({ controllers: [ReferralsController, ReferralLinksController], providers: [ReferralsService, CustomersService, ReferralSignedUpProcessor] })
export class ReferralsModule implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly processor: ReferralSignedUpProcessor,
  ) {}

  onModuleInit(): void {
    this.queue.registerProcessor(this.processor as unknown as JobProcessor);
  }
}
