import { Module } from '@nestjs/common';
import { ApplicantRecordService } from '@attest/applicant';
import { SignatureRequestsModule } from '../signature-requests/signature-requests.module';
import { FormSubmitService } from './form-submit.service';
import { FormsController } from './forms.controller';
import { FormsService } from './forms.service';
import { PrescreenFieldsController } from './prescreen-fields.controller';

/** Form templates for applicants and staff: read with stored values, submit through the shared rules. */
@Module({
  imports: [SignatureRequestsModule],
  controllers: [FormsController, PrescreenFieldsController],
  // The record service only (not ApplicantModule): the edocs process must not serve the applicant routes.
  providers: [FormsService, FormSubmitService, ApplicantRecordService],
})
export class FormsModule {}
