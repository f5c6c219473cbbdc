import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { requireKey } from '../shared/query-key';
import { CodeValuesAdminService } from './code-values-admin.service';
import { addCodeValueSchema, updateCodeValueSchema, type AddCodeValueInput, type UpdateCodeValueInput } from './dto/code-value-dtos';

/** The code value editor's calls (staff-side §2; the spec names only getCodeValuesForCategory, issue 16 asks for add/update/delete). */
@ApiTags('code-values')
@Controller('api/v2/customers/:customerId/admcodevalue')
@Parties('user')
export class CodeValuesAdminController {
  constructor(private readonly codes: CodeValuesAdminService) {}

  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get('categories')
  categories(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number) {
    return this.codes.categories(auth, customerId);
  }

  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get()
  list(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Query('category') category?: string) {
    return this.codes.list(auth, customerId, requireKey('category', category));
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Post()
  add(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Body(new YupBody(addCodeValueSchema)) body: AddCodeValueInput) {
    return this.codes.add(auth, customerId, body);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Put(':id')
  update(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('id', IdParam) id: number, @Body(new YupBody(updateCodeValueSchema)) body: UpdateCodeValueInput) {
    return this.codes.update(auth, customerId, id, body);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Delete(':id')
  remove(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('id', IdParam) id: number) {
    return this.codes.remove(auth, customerId, id);
  }
}
