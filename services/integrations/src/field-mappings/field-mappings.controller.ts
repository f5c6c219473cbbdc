import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS, type FieldMappingDto } from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, type AuthContext } from '@attest/platform';
import type { FieldType } from './apply-mappings';
import type { CatalogField } from './field-catalog';
import { FieldMappingsService, type FieldMappingFilter, type FieldMappingInput } from './field-mappings.service';

/** staff-side §7 Integrations: the field map of an integration (decision 0050). */
@ApiTags('integrations')
@Controller('api/v1/integrations/:integration/config/field-map')
@Parties('user')
export class FieldMappingsController {
  constructor(private readonly maps: FieldMappingsService) {}

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Post()
  @HttpCode(200)
  filter(@CurrentAuth() auth: AuthContext, @Param('integration') integration: string, @Body() body: FieldMappingFilter): Promise<FieldMappingDto[]> {
    return this.maps.filter(auth, this.maps.integration(integration), body ?? {});
  }

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Post('mapping')
  create(@CurrentAuth() auth: AuthContext, @Param('integration') integration: string, @Body() body: FieldMappingInput): Promise<FieldMappingDto> {
    return this.maps.create(auth, this.maps.integration(integration), body ?? {});
  }

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Get('mapping/:mappingId')
  get(@CurrentAuth() auth: AuthContext, @Param('integration') integration: string, @Param('mappingId', IdParam) id: number): Promise<FieldMappingDto> {
    return this.maps.get(auth, this.maps.integration(integration), id);
  }

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Put('mapping/:mappingId')
  update(@CurrentAuth() auth: AuthContext, @Param('integration') integration: string, @Param('mappingId', IdParam) id: number, @Body() body: FieldMappingInput): Promise<FieldMappingDto> {
    return this.maps.update(auth, this.maps.integration(integration), id, body ?? {});
  }

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Delete('mapping/:mappingId')
  @HttpCode(204)
  remove(@CurrentAuth() auth: AuthContext, @Param('integration') integration: string, @Param('mappingId', IdParam) id: number): Promise<void> {
    return this.maps.remove(auth, this.maps.integration(integration), id);
  }

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Post('field-mappings')
  @HttpCode(200)
  saveMany(@CurrentAuth() auth: AuthContext, @Param('integration') integration: string, @Body() body: unknown): Promise<FieldMappingDto[]> {
    return this.maps.saveMany(auth, this.maps.integration(integration), body);
  }

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Get('internal-entity-types')
  internalEntityTypes(@Param('integration') integration: string): string[] {
    this.maps.integration(integration);
    return this.maps.internalEntityTypes();
  }

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Get('external-entity-types')
  externalEntityTypes(@Param('integration') integration: string, @Query('internalEntityType') type: unknown): string[] {
    this.maps.integration(integration);
    return this.maps.externalEntityTypes(type);
  }

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Get('internal-fields')
  internalFields(@Param('integration') integration: string, @Query('internalEntityType') type: unknown): CatalogField[] {
    this.maps.integration(integration);
    return this.maps.internalFields(type);
  }

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Get('external-fields')
  externalFields(@Param('integration') integration: string, @Query('externalEntityType') type: unknown): Record<string, CatalogField[]> | CatalogField[] {
    return this.maps.externalFields(this.maps.integration(integration), type);
  }

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Get('field-types')
  fieldTypes(@Param('integration') integration: string): FieldType[] {
    this.maps.integration(integration);
    return this.maps.fieldTypes();
  }

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Post('default-fields')
  @HttpCode(200)
  defaults(@CurrentAuth() auth: AuthContext, @Param('integration') integration: string): Promise<FieldMappingDto[]> {
    return this.maps.addDefaults(auth, this.maps.integration(integration));
  }
}
