import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { JOB_QUEUE, type JobProcessor, type JobQueue } from '@attest/platform';
import { ExportRevocationsProcessor } from '../revocations/revocations-export.processor';
import { ExportCasesProcessor } from './case-export.processor';

/**
 * The export jobs of the E-Verify lists (cases, EAD revocations) without HTTP: whichever process consumes the
 * exports queue (the worker, or the server with the in-process queue) imports this and runs them.
 */
@Module({
  providers: [ExportCasesProcessor, ExportRevocationsProcessor],
  exports: [ExportCasesProcessor, ExportRevocationsProcessor],
})
export class EverifyListJobsModule implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly cases: ExportCasesProcessor,
    private readonly revocations: ExportRevocationsProcessor,
  ) {}

  onModuleInit(): void {
    this.queue.registerProcessor(this.cases as unknown as JobProcessor);
    this.queue.registerProcessor(this.revocations as unknown as JobProcessor);
  }
}
