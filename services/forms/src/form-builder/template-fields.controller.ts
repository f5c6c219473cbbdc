import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { badRequest, CurrentAuth, IdParam, Parties, RequirePermission, type AuthContext } from '@attest/platform';
import { parseFieldBody } from './dto/field-form.dto';
import { FormBuilderService } from './form-builder.service';

const id = (v: string | undefined, name: string): number => {
  if (!v || !/^\d+$/.test(v)) {
    throw badRequest('validation_failed', { fields: { [name]: 'required_field' } });
  }
  return Number(v);
};

/** The spec's per-field paths (staff-side §7 "Templates, forms, fields"): they save through the builder's writer. */
@ApiTags('form-builder')
@Parties('user')
@Controller('api')
export class TemplateFieldsController {
  constructor(private readonly builder: FormBuilderService) {}

  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get('DynamicWorkflow/field')
  fields(@CurrentAuth() auth: AuthContext, @Query('formId') formId?: string, @Query('customerId') customerId?: string) {
    return this.builder.fields(auth, customerId === undefined ? auth.customerId : id(customerId, 'customerId'), id(formId, 'formId'));
  }

  /** Form-encoded or JSON; without field_id a new field, with it that field's new properties. */
  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Post('customers/:customerId/forms/:formId/fields')
  @HttpCode(200)
  saveField(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('formId', IdParam) formId: number, @Body() body: unknown) {
    return this.builder.saveField(auth, customerId, formId, parseFieldBody(body));
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Delete('customers/:customerId/forms/:formId/fields/:fieldId')
  removeField(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('formId', IdParam) formId: number, @Param('fieldId', IdParam) fieldId: number) {
    return this.builder.removeField(auth, customerId, formId, fieldId);
  }
}
