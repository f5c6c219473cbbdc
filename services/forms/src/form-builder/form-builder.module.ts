import { Module } from '@nestjs/common';
import { FormBuilderController } from './form-builder.controller';
import { FormBuilderService } from './form-builder.service';
import { TemplateFieldsController } from './template-fields.controller';

/**
 * The visual form builder (issue 16, part 3): field, code, trigger-rule, layout and PDF-placement edits as
 * one whole-form save or the spec's per-field paths; every save versioned (edc_template_versions) and
 * audited. Reads need content.read, writes content.manage.
 */
@Module({
  controllers: [FormBuilderController, TemplateFieldsController],
  providers: [FormBuilderService],
})
export class FormBuilderModule {}
