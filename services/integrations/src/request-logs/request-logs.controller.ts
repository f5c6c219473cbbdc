import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS, type ExternalRequestDto, type ExternalRequestSummaryDto } from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, type AuthContext } from '@attest/platform';
import { RequestLogsService } from './request-logs.service';

/** staff-side §7 Integrations: external request logs. */
@ApiTags('integrations')
@Controller('api/v1/externalrequests')
@Parties('user')
export class RequestLogsController {
  constructor(private readonly logs: RequestLogsService) {}

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Get()
  list(@CurrentAuth() auth: AuthContext, @Query('applicantId') applicantId: unknown, @Query('adapterId') adapterId: unknown, @Query('limit') limit: unknown): Promise<ExternalRequestSummaryDto[]> {
    return this.logs.list(auth, applicantId, adapterId, limit);
  }

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Get(':id')
  one(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Query('isEncrypted') isEncrypted: unknown): Promise<ExternalRequestDto> {
    return this.logs.get(auth, id, isEncrypted);
  }
}
