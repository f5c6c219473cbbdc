import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { JOB_QUEUE, type JobProcessor, type JobQueue } from '@attest/platform';
import { AlertProducerService } from './alert-producer.service';
import { ApplicantAlertsController } from './applicant-alerts.controller';
import { ApplicantAlertsScheduler } from './applicant-alerts.scheduler';
import { ApplicantAlertsService } from './applicant-alerts.service';
import { ProduceApplicantAlertsProcessor } from './produce-applicant-alerts.processor';

/** Applicant alerts: the list and read state, and the scheduled reminders (registered wherever the queue runs). */
@Module({
  controllers: [ApplicantAlertsController],
  providers: [ApplicantAlertsService, AlertProducerService, ProduceApplicantAlertsProcessor, ApplicantAlertsScheduler],
  exports: [AlertProducerService, ApplicantAlertsScheduler],
})
export class ApplicantAlertsModule implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly processor: ProduceApplicantAlertsProcessor,
  ) {}

  onModuleInit(): void {
    this.queue.registerProcessor(this.processor as unknown as JobProcessor);
  }
}
