import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, JOB_QUEUE, type AppConfig, type JobProcessor, type JobQueue } from '@attest/platform';
import { BulkTransferController } from './bulk-transfer.controller';
import { BulkTransferService } from './bulk-transfer.service';
import { TransferContentProcessor } from './transfer-content.processor';
import { loadTransferConfig, TRANSFER_CONFIG } from './transfer-config';

/**
 * Bulk transfer of templates and packages (issue 16). The processor registers itself, so whichever process
 * consumes the transfers queue (the standalone worker, or the server) runs it.
 */
@Module({
  controllers: [BulkTransferController],
  providers: [
    BulkTransferService,
    TransferContentProcessor,
    { provide: TRANSFER_CONFIG, inject: [APP_CONFIG], useFactory: (config: AppConfig) => loadTransferConfig(config) },
  ],
  exports: [TransferContentProcessor],
})
export class BulkTransferModule implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly processor: TransferContentProcessor,
  ) {}

  onModuleInit(): void {
    this.queue.registerProcessor(this.processor as unknown as JobProcessor);
  }
}
