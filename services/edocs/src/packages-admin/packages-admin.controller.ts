import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { badRequest, CurrentAuth, IdParam, Parties, RequirePermission, YupArrayBody, YupBody, type AuthContext } from '@attest/platform';
import {
  createPackageSchema, packageBulkSchema, packageQuerySchema, packageTagsSchema, packageTemplatesSchema, updatePackageSchema,
  type CreatePackageInput, type PackageBulkInput, type PackageQueryInput, type PackageTagsInput, type PackageTemplateOrderEntry, type UpdatePackageInput,
} from './dto/package-dtos';
import { PackageContentsService } from './package-contents.service';
import { PackagesAdminService } from './packages-admin.service';

/** reorderByIndex is a boolean flag of the query string; absent means false. */
function flagParam(raw: unknown): boolean {
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') {
    return false;
  }
  if (raw === 'true' || raw === '1') {
    return true;
  }
  throw badRequest('validation_failed', { fields: { reorderByIndex: 'invalid_entry' } });
}

@ApiTags('packages')
@Controller('api/v1/packages')
@Parties('user')
export class PackagesAdminController {
  constructor(
    private readonly packages: PackagesAdminService,
    private readonly contents: PackageContentsService,
  ) {}

  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Post('query')
  @HttpCode(200)
  query(@CurrentAuth() auth: AuthContext, @Body(new YupBody(packageQuerySchema)) body: PackageQueryInput) {
    return this.packages.query(auth, body);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Post('bulk')
  @HttpCode(200)
  bulk(@CurrentAuth() auth: AuthContext, @Body(new YupBody(packageBulkSchema)) body: PackageBulkInput) {
    return this.contents.bulk(auth, body);
  }

  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get(':id')
  get(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.packages.get(auth, id);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Post()
  create(@CurrentAuth() auth: AuthContext, @Body(new YupBody(createPackageSchema)) body: CreatePackageInput) {
    return this.packages.create(auth, body);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Put(':id')
  update(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(updatePackageSchema)) body: UpdatePackageInput) {
    return this.packages.update(auth, id, body);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Put(':id/tags')
  tags(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(packageTagsSchema)) body: PackageTagsInput) {
    return this.contents.setTags(auth, id, body.tags);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Put(':id/templates')
  templates(
    @CurrentAuth() auth: AuthContext,
    @Param('id', IdParam) id: number,
    @Body(new YupArrayBody(packageTemplatesSchema)) body: PackageTemplateOrderEntry[],
    @Query('reorderByIndex') reorderByIndex?: string,
  ) {
    return this.contents.setTemplates(auth, id, body, flagParam(reorderByIndex));
  }
}
