import { Body, Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CONFIG_NAME_PATTERN, setConfigurationSchema, type ConfigurationCatalogEntryDto, type SetConfigurationInput, PERMISSIONS } from '@attest/contracts';
import { badRequest, CurrentAuth, CustomerConfigService, notFound, Parties, YupBody, type AuthContext, RequirePermission } from '@attest/platform';
import { ConfigurationCatalogService } from './configuration-catalog.service';

/** Secrets kept as configuration keys (SSO client secrets, encrypted) are never read back through this API. */
const isSecret = (name: string) => /_secret$/.test(name);

function checkedName(name: string): string {
  if (!CONFIG_NAME_PATTERN.test(name)) {
    throw badRequest('invalid_entry', { fields: { name: 'invalid_entry' } });
  }
  return name;
}

/**
 * Per-customer configuration keys (staff-side §7 "Configurations"). Both parties read their own
 * customer's keys (the applicant screens need them); only staff change them, and only to a catalogued
 * key with a value of its type (CONFIGURATION_CATALOG, decision 0034). Changes are audited by
 * CustomerConfigService (who, key, from, to).
 */
@ApiTags('configurations')
@Controller('api/v1/configurations')
export class ConfigurationsController {
  constructor(
    private readonly configs: CustomerConfigService,
    private readonly catalogue: ConfigurationCatalogService,
  ) {}

  /** Every catalogued key with its definition and this customer's value (the settings page). */
  @Parties('user')
  @RequirePermission(PERMISSIONS.ACCOUNT_READ)
  @Get('catalog')
  catalog(@CurrentAuth() auth: AuthContext): Promise<ConfigurationCatalogEntryDto[]> {
    return this.catalogue.catalog(auth.customerId);
  }

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get()
  async list(@CurrentAuth() auth: AuthContext): Promise<{ name: string; value: string }[]> {
    const all = await this.configs.all(auth.customerId);
    return Object.entries(all)
      .filter(([name]) => !isSecret(name))
      .map(([name, value]) => ({ name, value }));
  }

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get(':name')
  async one(@CurrentAuth() auth: AuthContext, @Param('name') name: string): Promise<{ name: string; value: string }> {
    const value = isSecret(name) ? null : await this.configs.get(auth.customerId, checkedName(name));
    if (value === null) {
      throw notFound('not_found');
    }
    return { name, value };
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Put(':name')
  async set(
    @CurrentAuth() auth: AuthContext,
    @Param('name') name: string,
    @Body(new YupBody(setConfigurationSchema)) body: SetConfigurationInput,
  ): Promise<{ name: string; value: string }> {
    this.catalogue.checked(checkedName(name), body.value);
    await this.configs.set(auth, name, body.value);
    return { name, value: body.value };
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Delete(':name')
  @HttpCode(204)
  async remove(@CurrentAuth() auth: AuthContext, @Param('name') name: string): Promise<void> {
    if (!(await this.configs.remove(auth, checkedName(name)))) {
      throw notFound('not_found');
    }
  }
}
