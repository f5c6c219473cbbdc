import { Inject, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { ApplicantModule, ExportApplicantsProcessor } from '@attest/applicant';
import { ExportSigRequestsProcessor, SignatureRequestsModule } from '@attest/edocs';
import { AuditLogModule, ExportAuditLogProcessor } from '@attest/identity';
import { JOB_QUEUE, type JobProcessor, type JobQueue } from '@attest/platform';

/**
 * The BullMQ processors. Importing this module makes a process consume jobs; API-only processes
 * leave it out and only enqueue.
 */
@Module({ imports: [ApplicantModule, SignatureRequestsModule, AuditLogModule] })
export class WorkerModule implements OnApplicationBootstrap {
  private readonly logger = new Logger('Worker');

  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly exportApplicants: ExportApplicantsProcessor,
    private readonly exportSigRequests: ExportSigRequestsProcessor,
    private readonly exportAuditLog: ExportAuditLogProcessor,
  ) {}

  processors(): JobProcessor[] {
    return [this.exportApplicants as unknown as JobProcessor, this.exportSigRequests as unknown as JobProcessor, this.exportAuditLog as unknown as JobProcessor];
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const p of this.processors()) {
      this.queue.registerProcessor(p);
    }
    await this.queue.start();
    this.logger.log(`Consuming ${this.processors().map((p) => `${p.queue}/${p.jobName}`).join(', ')}`);
  }
}
