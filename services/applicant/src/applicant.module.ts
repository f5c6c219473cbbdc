import { Module } from '@nestjs/common';
import { healthController } from '@attest/platform';
import { ApplicantExportController } from './applicant-export/applicant-export.controller';
import { ApplicantExportService } from './applicant-export/applicant-export.service';
import { ExportApplicantsProcessor } from './applicant-export/export-applicants.processor';
import { ApplicantRecordController } from './applicant-record/applicant-record.controller';
import { ApplicantRecordService } from './applicant-record/applicant-record.service';
import { ApplicantSearchController } from './applicant-search/applicant-search.controller';
import { ApplicantSearchService } from './applicant-search/applicant-search.service';
import { ApplicationStatusModule } from './application-status/application-status.module';
import { EmergencyContactsModule } from './emergency-contacts/emergency-contacts.module';
import { LicensesModule } from './licenses/licenses.module';
import { PropertiesModule } from './properties/properties.module';
import { ReferencesModule } from './references/references.module';
import { SelfServiceModule } from './self-service/self-service.module';

/** The applicant domain: records, staff search and exports, and the portal's applicant records (issue 4). */
@Module({
  imports: [ApplicationStatusModule, PropertiesModule, LicensesModule, EmergencyContactsModule, ReferencesModule, SelfServiceModule],
  controllers: [healthController('applicant'), ApplicantRecordController, ApplicantSearchController, ApplicantExportController],
  providers: [ApplicantRecordService, ApplicantSearchService, ApplicantExportService, ExportApplicantsProcessor],
  exports: [ApplicantRecordService, ExportApplicantsProcessor, ApplicationStatusModule, PropertiesModule],
})
export class ApplicantModule {}
