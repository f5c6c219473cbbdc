import { Global, Module } from '@nestjs/common';
import { ApplicantPort } from '@attest/forms';
import { ApplicantRecordService } from '../applicant-record/applicant-record.service';
import { FormsApplicantPort } from './forms-applicant-port';

/**
 * Provides the form engine's ApplicantPort to the whole process. Global, because the engine's modules
 * are imported from several places (the forms service, the applicant's histories); it carries only the
 * record service, so a process may load it without serving the applicant routes.
 */
@Global()
@Module({
  providers: [ApplicantRecordService, { provide: ApplicantPort, useClass: FormsApplicantPort }],
  exports: [ApplicantPort],
})
export class ApplicantPortModule {}
