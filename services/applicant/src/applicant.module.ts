import { Module } from '@nestjs/common';
import { healthController } from '@attest/platform';
import { ApplicantExportController } from './applicant-export/applicant-export.controller';
import { ApplicantExportService } from './applicant-export/applicant-export.service';
import { ExportApplicantsProcessor } from './applicant-export/export-applicants.processor';
import { ApplicantRecordController } from './applicant-record/applicant-record.controller';
import { ApplicantRecordService } from './applicant-record/applicant-record.service';
import { ApplicantSearchController } from './applicant-search/applicant-search.controller';
import { ApplicantSearchService } from './applicant-search/applicant-search.service';
import { BulkUploadModule } from './bulk-upload/bulk-upload.module';
import { ApplicationStatusModule } from './application-status/application-status.module';
import { AtsAssociationModule } from './ats-association/ats-association.module';
import { EmergencyContactsModule } from './emergency-contacts/emergency-contacts.module';
import { LicensesModule } from './licenses/licenses.module';
import { PropertiesModule } from './properties/properties.module';
import { ReferencesModule } from './references/references.module';
import { SavedFiltersModule } from './saved-filters/saved-filters.module';
import { SelfServiceModule } from './self-service/self-service.module';
import { ApplicantAdminModule } from './applicant-admin/applicant-admin.module';
import { ApplicantMatchesModule } from './applicant-matches/applicant-matches.module';
import { ApplicantNotesModule } from './applicant-notes/applicant-notes.module';
import { ApplicantTimelineModule } from './applicant-timeline/applicant-timeline.module';
import { ApplicantPortModule } from './forms-port/applicant-port.module';
import { HistoriesModule } from './histories/histories.module';
import { SkillChecklistAdminModule } from './skill-checklist-admin/skill-checklist-admin.module';
import { SkillChecklistsModule } from './skill-checklists/skill-checklists.module';
import { TermsOfServiceModule } from './terms-of-service/terms-of-service.module';

/** The applicant domain: records, staff search and exports, the portal's applicant records, work history, education and skills checklists. */
@Module({
  imports: [
    BulkUploadModule, ApplicationStatusModule, PropertiesModule, LicensesModule, EmergencyContactsModule, ReferencesModule, SelfServiceModule, AtsAssociationModule, SavedFiltersModule, ApplicantAdminModule, ApplicantNotesModule, ApplicantTimelineModule, ApplicantMatchesModule, TermsOfServiceModule,
    ApplicantPortModule, HistoriesModule, SkillChecklistsModule, SkillChecklistAdminModule,
  ],
  controllers: [healthController('applicant'), ApplicantRecordController, ApplicantSearchController, ApplicantExportController],
  providers: [ApplicantRecordService, ApplicantSearchService, ApplicantExportService, ExportApplicantsProcessor],
  exports: [ApplicantRecordService, ExportApplicantsProcessor, ApplicationStatusModule, PropertiesModule],
})
export class ApplicantModule {}
