import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { categorySchema, tagsSchema, type CategoryInput, type TagsInput } from './dto/template-small.dto';
import { TemplateLabelsService } from './template-labels.service';

/** A template's category and tags (spec staff-side §7): GET, POST form-encoded (or JSON), DELETE. */
@ApiTags('template-admin')
@Parties('user')
@Controller('api/customers/:customerId')
export class CustomerFormLabelsController {
  constructor(private readonly labels: TemplateLabelsService) {}

  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get('forms/:formId/category')
  category(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('formId', IdParam) formId: number) {
    return this.labels.category(auth, customerId, formId);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Post('forms/:formId/category')
  @HttpCode(200)
  setCategory(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('formId', IdParam) formId: number, @Body(new YupBody(categorySchema)) body: CategoryInput) {
    return this.labels.setCategory(auth, customerId, formId, body.category);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Delete('forms/:formId/category')
  removeCategory(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('formId', IdParam) formId: number) {
    return this.labels.setCategory(auth, customerId, formId, null);
  }

  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get('tags')
  tags(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number) {
    return this.labels.customerTags(auth, customerId);
  }

  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get('tags/:templateId')
  templateTags(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('templateId', IdParam) templateId: number) {
    return this.labels.templateTags(auth, customerId, templateId);
  }

  /** The template's whole set of tags: `tags=a&tags=b`, `tags=a,b` or JSON `{ tags: [...] }`. */
  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Post('tags/:templateId')
  @HttpCode(200)
  setTemplateTags(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('templateId', IdParam) templateId: number, @Body(new YupBody(tagsSchema)) body: TagsInput) {
    return this.labels.setTemplateTags(auth, customerId, templateId, body.tags);
  }
}
