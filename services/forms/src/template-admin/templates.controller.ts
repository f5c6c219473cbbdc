import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { defaultOptionSchema, historyQuerySchema, type DefaultOptionInput, type HistoryQueryInput } from './dto/template-small.dto';
import { tagSearchSchema, templateQuerySchema, type TagSearchQuery, type TemplateQuery } from './dto/template-query.dto';
import { TemplateHistoryService } from './template-history.service';
import { TemplateInsightsService } from './template-insights.service';
import { TemplateLabelsService } from './template-labels.service';
import { TemplateOptionsService } from './template-options.service';
import { TemplateQueryService } from './template-query.service';

/** The v1 template paths of spec staff-side §7 (the active customer's templates). */
@ApiTags('template-admin')
@Parties('user')
@Controller('api/v1')
export class TemplatesController {
  constructor(
    private readonly templates: TemplateQueryService,
    private readonly options: TemplateOptionsService,
    private readonly insights: TemplateInsightsService,
    private readonly history: TemplateHistoryService,
    private readonly labels: TemplateLabelsService,
  ) {}

  /** Filters: type, category, tag, active (true | false | all), validity (valid | invalid), search; page, take. */
  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get('templates')
  list(@CurrentAuth() auth: AuthContext, @Query(new YupBody(templateQuerySchema)) query: TemplateQuery) {
    return this.templates.list(auth, query);
  }

  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get('templates/dynamic-params')
  dynamicParams() {
    return this.insights.dynamicParams();
  }

  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get('templates/:id/missingfields')
  missingFields(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.insights.missingFields(auth, id);
  }

  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get('templates/:id/options')
  templateOptions(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.options.templateOptions(auth, id);
  }

  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get('templates/field/:fieldId/options')
  fieldOptions(@CurrentAuth() auth: AuthContext, @Param('fieldId', IdParam) fieldId: number) {
    return this.options.fieldOptions(auth, fieldId);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Post('templates/:id/field/:fieldId/default-option')
  @HttpCode(200)
  setDefaultOption(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Param('fieldId', IdParam) fieldId: number, @Body(new YupBody(defaultOptionSchema)) body: DefaultOptionInput) {
    return this.options.setDefault(auth, id, fieldId, body.code);
  }

  /** ?code= clears that default only; without it every default of the field. */
  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Delete('templates/:id/field/:fieldId/default-option')
  clearDefaultOption(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Param('fieldId', IdParam) fieldId: number, @Query('code') code?: string) {
    return this.options.clearDefault(auth, id, fieldId, code === '' ? undefined : code);
  }

  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Post('templates/history/query')
  @HttpCode(200)
  historyQuery(@CurrentAuth() auth: AuthContext, @Body(new YupBody(historyQuerySchema)) body: HistoryQueryInput) {
    return this.history.query(auth, body);
  }

  /** Tag entity type Template=0: the customer's template tags containing `search`. */
  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get('tags')
  tags(@CurrentAuth() auth: AuthContext, @Query(new YupBody(tagSearchSchema)) query: TagSearchQuery) {
    return this.labels.search(auth, query);
  }
}
