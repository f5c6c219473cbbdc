import { Module } from '@nestjs/common';
import { CustomerFormLabelsController } from './customer-form-labels.controller';
import { CustomerFormsController } from './customer-forms.controller';
import { TemplateHistoryService } from './template-history.service';
import { TemplateInfoService } from './template-info.service';
import { TemplateInsightsService } from './template-insights.service';
import { TemplateLabelsService } from './template-labels.service';
import { TemplateOptionsService } from './template-options.service';
import { TemplateQueryService } from './template-query.service';
import { TemplatesController } from './templates.controller';

/**
 * Template administration (issue 16, part 1): list with validity, create, edit info, retire, categories,
 * tags, default options, missing fields, dynamic params and history. Reads need content.read, writes
 * content.manage. Whether an open signature request uses a template comes through SigRequestFormHook.
 */
@Module({
  controllers: [CustomerFormsController, CustomerFormLabelsController, TemplatesController],
  providers: [TemplateQueryService, TemplateInfoService, TemplateLabelsService, TemplateOptionsService, TemplateInsightsService, TemplateHistoryService],
})
export class TemplateAdminModule {}
