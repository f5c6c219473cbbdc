import { Body, Controller, Get, HttpCode, Param, Post, Put, Delete } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  bulkAddLocationsSchema,
  languageChoiceSchema,
  PERMISSIONS,
  updateLocationSchema,
  type BulkAddLocationsAnswer,
  type LanguageChoiceInput,
  type LocationDto,
  type UpdateLocationInput,
} from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { LocationsService } from './locations.service';

/** staff-side §7 "Locations". */
@ApiTags('locations')
@Controller('api/v1/locations')
export class LocationsController {
  constructor(private readonly locations: LocationsService) {}

  @Parties('user')
  @RequirePermission(PERMISSIONS.ACCOUNT_READ)
  @Get()
  list(@CurrentAuth() auth: AuthContext): Promise<LocationDto[]> {
    return this.locations.list(auth.customerId);
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Post('bulkAdd')
  async bulkAdd(@CurrentAuth() auth: AuthContext, @Body(new YupBody(bulkAddLocationsSchema)) body: { locations: unknown[] }): Promise<BulkAddLocationsAnswer> {
    return { created: await this.locations.bulkAdd(auth, body.locations) };
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Put(':id')
  update(
    @CurrentAuth() auth: AuthContext,
    @Param('id', IdParam) id: number,
    @Body(new YupBody(updateLocationSchema)) body: UpdateLocationInput,
  ): Promise<LocationDto> {
    return this.locations.update(auth, id, body);
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Post(':id/languages')
  @HttpCode(200)
  addLanguage(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(languageChoiceSchema)) body: LanguageChoiceInput): Promise<LocationDto> {
    return this.locations.toggleLanguage(auth, id, body.language, true);
  }

  /** The spec names no sub-path: the language to remove is in the body, like the POST's. */
  @Parties('user')
  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Delete(':id/languages')
  removeLanguage(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(languageChoiceSchema)) body: LanguageChoiceInput): Promise<LocationDto> {
    return this.locations.toggleLanguage(auth, id, body.language, false);
  }
}
