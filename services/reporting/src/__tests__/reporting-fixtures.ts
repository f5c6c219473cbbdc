import { Module } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { applicantDataParts, ApplicantEntity } from '@attest/applicant';
import { edocsDataParts } from '@attest/edocs';
import { formsDataParts } from '@attest/forms';
import { identityDataParts } from '@attest/identity';
import { PlatformModule, type AppConfig } from '@attest/platform';
import { talentDataParts, TalentModule } from '@attest/talent';
import { reportingDataParts } from '../reporting-data';
import { ReportingModule } from '../reporting.module';

/**
 * The reporting service on a fresh database with the tables its reports read (applicants, signature requests,
 * survey answers) and talent, which owns the survey answers' one write (hide).
 */
export function reportingTestModule(config: AppConfig) {
  @Module({
    imports: [
      PlatformModule.forRoot(config, [identityDataParts, applicantDataParts, formsDataParts, edocsDataParts, talentDataParts, reportingDataParts]),
      ReportingModule,
      TalentModule,
    ],
  })
  class ReportingTestModule {}
  return ReportingTestModule;
}

/** Customers 1 (acme) and 2 (globex). */
export async function seedCustomers(ds: DataSource): Promise<void> {
  const now = new Date();
  await ds.query("INSERT INTO customers (id, customer_code, name, active, created_at) VALUES (1, 'acme', 'Acme Staffing', 1, ?), (2, 'globex', 'Globex', 1, ?)", [now, now]);
}

export function seedApplicant(ds: DataSource, customer_id: number, first_name: string, location_id: number, registered = new Date(), status: string | null = null): Promise<ApplicantEntity> {
  return ds.getRepository(ApplicantEntity).save({
    customer_id,
    first_name,
    last_name: 'Tester',
    location_id,
    email: `${first_name.toLowerCase()}.${customer_id}@example.test`,
    date_registered: registered,
    last_updated: registered,
    current_application_status: status,
    application_status: status,
  });
}
