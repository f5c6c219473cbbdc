import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, Parties, RequirePermission, requireCustomer, YupBody, type AuthContext } from '@attest/platform';
import { createTemplateSchema, editTemplateSchema, type CreateTemplateInput, type TemplateInfoInput } from './dto/template-info.dto';
import { templateQuerySchema, type TemplateQuery } from './dto/template-query.dto';
import { TemplateInfoService } from './template-info.service';
import { TemplateQueryService } from './template-query.service';

/** Templates and forms manager (spec staff-side §7): list, create (form-encoded or JSON), read, edit info, retire. */
@ApiTags('template-admin')
@Parties('user')
@Controller('api/customers/:customerId/forms')
export class CustomerFormsController {
  constructor(
    private readonly templates: TemplateQueryService,
    private readonly info: TemplateInfoService,
  ) {}

  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get()
  list(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Query(new YupBody(templateQuerySchema)) query: TemplateQuery) {
    requireCustomer(auth, customerId);
    return this.templates.list(auth, query);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Post()
  create(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Body(new YupBody(createTemplateSchema)) body: CreateTemplateInput) {
    return this.info.create(auth, customerId, body);
  }

  /** ?no_file_name=1 leaves out the stored PDFs' file names. */
  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get(':formId')
  get(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('formId', IdParam) formId: number, @Query('no_file_name') noFileName?: string) {
    return this.templates.detail(auth, formId, customerId, noFileName !== '1' && noFileName !== 'true');
  }

  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get(':formId/edit')
  edit(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('formId', IdParam) formId: number) {
    return this.templates.editModel(auth, customerId, formId);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Put(':formId')
  update(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('formId', IdParam) formId: number, @Body(new YupBody(editTemplateSchema)) body: TemplateInfoInput) {
    return this.info.edit(auth, customerId, formId, body);
  }

  /** Soft: the template becomes inactive; 409 template_in_use while an open signature request includes it. */
  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Delete(':formId')
  remove(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('formId', IdParam) formId: number) {
    return this.info.retire(auth, customerId, formId);
  }
}
