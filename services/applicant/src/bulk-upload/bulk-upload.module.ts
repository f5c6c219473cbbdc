import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { JOB_QUEUE, type JobProcessor, type JobQueue } from '@attest/platform';
import { BulkUploadController } from './bulk-upload.controller';
import { BulkUploadService } from './bulk-upload.service';
import { CreateBulkApplicantsProcessor } from './create-bulk-applicants.processor';

/**
 * The bulk CSV upload. The processor registers itself (as the I-9 exports do), so whichever process consumes
 * the imports queue (the standalone worker, or the server) runs it.
 */
@Module({
  controllers: [BulkUploadController],
  providers: [BulkUploadService, CreateBulkApplicantsProcessor],
  exports: [CreateBulkApplicantsProcessor],
})
export class BulkUploadModule implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly processor: CreateBulkApplicantsProcessor,
  ) {}

  onModuleInit(): void {
    this.queue.registerProcessor(this.processor as unknown as JobProcessor);
  }
}
