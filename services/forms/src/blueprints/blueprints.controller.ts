import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { BlueprintsService } from './blueprints.service';
import { promoteBlueprintSchema, type PromoteBlueprintInput } from './dto/promote-blueprint.dto';

/** Blueprints and promotion (staff-side §7 "Blueprints and bulk transfer"); every call needs content.manage. */
@ApiTags('blueprints')
@Controller('api/v1/blueprints')
@Parties('user')
export class BlueprintsController {
  constructor(private readonly blueprints: BlueprintsService) {}

  /** The blueprints the caller's customer may promote from (or owns): the promotion page's picker. */
  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Get()
  list(@CurrentAuth() auth: AuthContext) {
    return this.blueprints.list(auth);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Post('promotion')
  @HttpCode(200)
  promote(@CurrentAuth() auth: AuthContext, @Body(new YupBody(promoteBlueprintSchema)) body: PromoteBlueprintInput) {
    return this.blueprints.promote(auth, body);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Get('promotion/:id/templates')
  templates(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.blueprints.templates(auth, id);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Get('promotion/:id/externalCodeMaps')
  codeMaps(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.blueprints.codeMaps(auth, id);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Get(':id/promotion/codeValues')
  codeValues(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.blueprints.codeValues(auth, id);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Get(':id/options')
  options(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.blueprints.options(auth, id);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Get(':id')
  get(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.blueprints.get(auth, id);
  }
}
