import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS, type AdapterPropertyDto } from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, type AuthContext } from '@attest/platform';
import { AdapterPropertiesService } from './adapter-properties.service';
import { ADAPTERS, type AdapterDef } from './adapters';

/** staff-side §7 Integrations: adapter properties per customer and adapter (decision 0050). */
@ApiTags('integrations')
@Controller('api/v1/adapterProperties')
@Parties('user')
export class AdapterPropertiesController {
  constructor(private readonly props: AdapterPropertiesService) {}

  /** The adapters a property may belong to (not in the spec: the page's adapter picker). */
  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Get()
  adapters(): readonly AdapterDef[] {
    return ADAPTERS;
  }

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Get(':adapterId')
  list(@CurrentAuth() auth: AuthContext, @Param('adapterId', IdParam) adapterId: number): Promise<AdapterPropertyDto[]> {
    return this.props.list(auth, adapterId);
  }

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Post(':adapterId')
  @HttpCode(200)
  save(@CurrentAuth() auth: AuthContext, @Param('adapterId', IdParam) adapterId: number, @Body() body: unknown): Promise<AdapterPropertyDto[]> {
    return this.props.save(auth, adapterId, body);
  }

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Delete(':adapterId/property/:propertyId')
  @HttpCode(204)
  remove(@CurrentAuth() auth: AuthContext, @Param('adapterId', IdParam) adapterId: number, @Param('propertyId', IdParam) propertyId: number): Promise<void> {
    return this.props.remove(auth, adapterId, propertyId);
  }
}
