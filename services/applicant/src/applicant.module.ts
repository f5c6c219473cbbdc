import { Module } from '@nestjs/common';
import { healthController } from '@attest/platform';
import { ApplicantExportController } from './applicant-export/applicant-export.controller';
import { ApplicantExportService } from './applicant-export/applicant-export.service';
import { ExportApplicantsProcessor } from './applicant-export/export-applicants.processor';
import { ApplicantRecordController } from './applicant-record/applicant-record.controller';
import { ApplicantRecordService } from './applicant-record/applicant-record.service';
import { ApplicantSearchController } from './applicant-search/applicant-search.controller';
import { ApplicantSearchService } from './applicant-search/applicant-search.service';

/** The applicant domain: records, staff search and exports. */
@Module({
  controllers: [healthController('applicant'), ApplicantRecordController, ApplicantSearchController, ApplicantExportController],
  providers: [ApplicantRecordService, ApplicantSearchService, ApplicantExportService, ExportApplicantsProcessor],
  exports: [ApplicantRecordService, ExportApplicantsProcessor],
})
export class ApplicantModule {}
