import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { eadCategorySchema, type EadCategoryBody } from './dto/ead-category.dto';
import { EadAdminService, type EadCategoriesAnswer } from './ead-admin.service';

/**
 * staff-side §7 "Extensions (EAD)": the customer's automatically extended EAD categories. Read by everyone who
 * reads I-9s (the extension form offers them); changed with account.manage, as the customer's other
 * configurations (docs/decisions/0016).
 */
@ApiTags('admin')
@Controller('api/v1/admin/ead')
export class EadAdminController {
  constructor(private readonly ead: EadAdminService) {}

  @RequirePermission(PERMISSIONS.I9_READ)
  @Get()
  list(@CurrentAuth() auth: AuthContext): Promise<EadCategoriesAnswer> {
    return this.ead.list(auth);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Post()
  @HttpCode(200)
  add(@CurrentAuth() auth: AuthContext, @Body(new YupBody(eadCategorySchema)) body: EadCategoryBody): Promise<EadCategoriesAnswer> {
    return this.ead.add(auth, body);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Delete()
  remove(@CurrentAuth() auth: AuthContext, @Body(new YupBody(eadCategorySchema)) body: EadCategoryBody): Promise<EadCategoriesAnswer> {
    return this.ead.remove(auth, body);
  }
}
