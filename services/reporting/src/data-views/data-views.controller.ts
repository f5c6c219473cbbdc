import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { customDataViewSchema, PERMISSIONS, type CustomDataViewInput } from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { DataViewsService } from './data-views.service';

/**
 * staff-side §7 "Custom data views: GET /api/v1/customdataviews"; the writes (not shown) follow it. Using a view is
 * reading applicants; saving one, which colleagues may see, needs applicants.write (decision 0036).
 */
@ApiTags('customdataviews')
@Controller('api/v1/customdataviews')
export class DataViewsController {
  constructor(private readonly views: DataViewsService) {}

  @Parties('user')
  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get()
  list(@CurrentAuth() auth: AuthContext) {
    return this.views.list(auth);
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post()
  create(@CurrentAuth() auth: AuthContext, @Body(new YupBody(customDataViewSchema)) body: CustomDataViewInput) {
    return this.views.create(auth, body);
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Put(':id')
  update(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(customDataViewSchema)) body: CustomDataViewInput) {
    return this.views.update(auth, id, body);
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<void> {
    await this.views.remove(auth, id);
  }
}
