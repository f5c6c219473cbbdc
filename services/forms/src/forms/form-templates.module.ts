import { Module } from '@nestjs/common';
import { FormSubmitService } from './form-submit.service';
import { FormsController } from './forms.controller';
import { FormsService } from './forms.service';
import { PrescreenFieldsController } from './prescreen-fields.controller';

/**
 * Form templates for applicants and staff: read with stored values, submit through the shared rules.
 * The applicant record and a signature request's progress come through ApplicantPort and
 * SigRequestFormHook, provided by the services above the engine.
 */
@Module({
  controllers: [FormsController, PrescreenFieldsController],
  providers: [FormsService, FormSubmitService],
})
export class FormTemplatesModule {}
