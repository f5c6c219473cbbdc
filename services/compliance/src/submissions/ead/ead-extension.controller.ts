import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { eadExtensionSchema, type EadExtensionBody } from './ead-extension.dto';
import { EadExtensionService, type EadExtensionAnswer } from './ead-extension.service';

/**
 * staff-side §7 `POST /api/v1/submissions/{id}/ead/`: `{id}` is the I-9 record's id. Registered without the trailing
 * slash (Nest drops it from route paths and the router does not ignore it): clients call `/ead`.
 */
@ApiTags('i9')
@Controller('api/v1/submissions')
export class EadExtensionController {
  constructor(private readonly ead: EadExtensionService) {}

  @RequirePermission(PERMISSIONS.I9_SECTION2_SIGN)
  @Post(':id/ead')
  @HttpCode(200)
  extend(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(eadExtensionSchema)) body: EadExtensionBody): Promise<EadExtensionAnswer> {
    return this.ead.extend(auth, id, body);
  }
}
