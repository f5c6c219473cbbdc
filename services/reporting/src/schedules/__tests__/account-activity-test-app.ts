import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { applicantDataParts, ApplicantModule, ExportApplicantsProcessor } from '@attest/applicant';
import { edocsDataParts } from '@attest/edocs';
import { formsDataParts } from '@attest/forms';
import { identityDataParts } from '@attest/identity';
import { JOB_QUEUE, PlatformModule, type AppConfig, type JobProcessor, type JobQueue } from '@attest/platform';
import { reportingDataParts } from '../../reporting-data';
import { ReportingModule } from '../../reporting.module';

/** Consumes the queue as the worker does, with the applicants export (what an export schedule queues). */
@Module({ imports: [ApplicantModule] })
class ConsumeQueueModule implements OnApplicationBootstrap {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly exportApplicants: ExportApplicantsProcessor,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.queue.registerProcessor(this.exportApplicants as unknown as JobProcessor);
    await this.queue.start();
  }
}

/** Reporting with the applicant tables and a consuming queue: alerts, exports and schedules end to end. */
export function accountActivityTestModule(config: AppConfig) {
  @Module({
    imports: [PlatformModule.forRoot(config, [identityDataParts, applicantDataParts, formsDataParts, edocsDataParts, reportingDataParts]), ReportingModule, ConsumeQueueModule],
  })
  class AccountActivityTestModule {}
  return AccountActivityTestModule;
}

/** Customers 1 (acme) and 2 (globex), staff 900 (Ann Owner) and 901 in acme. */
export async function seedAccount(ds: DataSource): Promise<void> {
  const now = new Date();
  await ds.query("INSERT INTO customers (id, customer_code, name, active, created_at) VALUES (1, 'acme', 'Acme Staffing', 1, ?), (2, 'globex', 'Globex', 1, ?)", [now, now]);
  await ds.query(
    "INSERT INTO cst_users (user_id, customer_id, email, first_name, last_name, password_hash) VALUES (900, 1, 'ann@acme.test', 'Ann', 'Owner', 'x'), (901, 1, 'raj@acme.test', 'Raj', 'Peer', 'x')",
  );
}
