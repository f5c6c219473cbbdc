import { Body, Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CONFIG_NAME_PATTERN, setConfigurationSchema, type SetConfigurationInput, PERMISSIONS } from '@attest/contracts';
import { badRequest, CurrentAuth, CustomerConfigService, notFound, Parties, YupBody, type AuthContext, RequirePermission } from '@attest/platform';

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
 * customer's keys (the applicant screens need them); only staff change them.
 */
@ApiTags('configurations')
@Controller('api/v1/configurations')
export class ConfigurationsController {
  constructor(private readonly configs: CustomerConfigService) {}

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
    await this.configs.set(auth, checkedName(name), body.value);
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
