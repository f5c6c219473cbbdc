import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { JOB_QUEUE, type JobProcessor, type JobQueue } from '@attest/platform';
import { ExportI9SubmissionsProcessor } from './submissions-export.processor';
import { SubmissionsExportController } from './submissions-export.controller';
import { SubmissionsExportService } from './submissions-export.service';

/**
 * The I-9 submissions export. The processor registers itself here (as retention's purge does), so
 * whichever process consumes the exports queue (the worker, or the server with the in-process queue) runs it.
 */
@Module({
  controllers: [SubmissionsExportController],
  providers: [SubmissionsExportService, ExportI9SubmissionsProcessor],
  exports: [ExportI9SubmissionsProcessor],
})
export class SubmissionsExportModule implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly processor: ExportI9SubmissionsProcessor,
  ) {}

  onModuleInit(): void {
    this.queue.registerProcessor(this.processor as unknown as JobProcessor);
  }
}
