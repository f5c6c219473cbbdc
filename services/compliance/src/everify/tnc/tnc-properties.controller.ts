import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, RequirePermission, type AuthContext } from '@attest/platform';
import { TncPropertiesService } from './tnc-properties.service';

/**
 * staff-side §7 `GET /api/v1/Applicants/{id}/properties/tnc_fan_downloaded` and `/tnc_fan_language`: whether the
 * employee downloaded the notice, and in which language (JSON `{"language": "es"}`). The other properties are
 * read through the applicant service's own routes.
 */
@ApiTags('everify')
@Controller('api/v1/Applicants/:id/properties')
export class TncPropertiesController {
  constructor(private readonly properties: TncPropertiesService) {}

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get('tnc_fan_downloaded')
  downloaded(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.properties.read(auth, id, 'tnc_fan_downloaded');
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get('tnc_fan_language')
  language(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.properties.read(auth, id, 'tnc_fan_language');
  }
}
