import { Inject, Module, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { JOB_QUEUE, QueueName, type JobProcessor, type JobQueue } from '@attest/platform';
import { CertEntityDirectory } from './cert-entity-directory';
import { CertificationRequirementsController } from './certification-requirements.controller';
import { CertificationRequirementsService } from './certification-requirements.service';
import { CREDENTIAL_AUTOMATION_CRON, CREDENTIAL_AUTOMATION_JOB, CredentialAutomationProcessor } from './credential-automation.processor';
import { CredentialAutomationService } from './credential-automation.service';

/**
 * Certification requirements and their automation. The processor registers itself and the daily schedule is
 * upserted at boot (one scheduler per id however many processes do it; decision 0035).
 */
@Module({
  controllers: [CertificationRequirementsController],
  providers: [CertificationRequirementsService, CertEntityDirectory, CredentialAutomationService, CredentialAutomationProcessor],
  exports: [CertEntityDirectory, CredentialAutomationService],
})
export class CertificationRequirementsModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly processor: CredentialAutomationProcessor,
  ) {}

  onModuleInit(): void {
    this.queue.registerProcessor(this.processor as unknown as JobProcessor);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertSchedule(QueueName.Schedules, CREDENTIAL_AUTOMATION_JOB, { cron: CREDENTIAL_AUTOMATION_CRON, tz: 'UTC' }, CREDENTIAL_AUTOMATION_JOB, { customerId: 0, version: 1 });
  }
}
