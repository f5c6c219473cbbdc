import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { JOB_QUEUE, type JobProcessor, type JobQueue } from '@attest/platform';
import { I9CoreModule } from '../records/i9-core.module';
import { PurgeExpiredI9Processor } from './purge-expired-i9.processor';
import { RetentionController } from './retention.controller';
import { RetentionScheduler } from './retention.scheduler';
import { RetentionService } from './retention.service';

/**
 * Retention: legal holds, the purge job and its daily scheduling. The processor is registered here, so
 * whichever process starts the queue (the worker, or the server with the in-process queue) runs it.
 */
@Module({
  imports: [I9CoreModule],
  controllers: [RetentionController],
  providers: [RetentionService, PurgeExpiredI9Processor, RetentionScheduler],
  exports: [PurgeExpiredI9Processor, RetentionScheduler],
})
export class RetentionModule implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly purge: PurgeExpiredI9Processor,
  ) {}

  onModuleInit(): void {
    this.queue.registerProcessor(this.purge as unknown as JobProcessor);
  }
}
