import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { JOB_QUEUE, type JobProcessor, type JobQueue } from '@attest/platform';
import { AlertRecipientsService } from './alert-recipients.service';
import { I9OverdueAlertScheduler } from './i9-overdue-alert.scheduler';
import { SendI9OverdueAlertsProcessor } from './send-i9-overdue-alerts.processor';

/**
 * The daily I-9 overdue digest: its job and its scheduling. The processor registers itself here (as
 * retention's purge does), so whichever process starts the queue runs it; the worker imports this module.
 */
@Module({
  providers: [AlertRecipientsService, SendI9OverdueAlertsProcessor, I9OverdueAlertScheduler],
  exports: [SendI9OverdueAlertsProcessor, I9OverdueAlertScheduler],
})
export class AlertsModule implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly processor: SendI9OverdueAlertsProcessor,
  ) {}

  onModuleInit(): void {
    this.queue.registerProcessor(this.processor as unknown as JobProcessor);
  }
}
