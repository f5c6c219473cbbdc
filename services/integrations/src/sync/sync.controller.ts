import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS, type AtsSyncKind, type DeadLetterDto, type IntegrationHealthDto, type SyncRunDto } from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, type AuthContext } from '@attest/platform';
import { SyncRunsService } from './sync-runs.service';

const many = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === 'string' && v ? v.split(',') : []).map((s) => s.trim()).filter(Boolean);
const requestIdOf = (body: unknown): unknown => (body && typeof body === 'object' ? (body as Record<string, unknown>).request_id : undefined);

/** staff-side §7 Integrations: the ATS syncs (results by real-time messages), their runs and the dead-letter list. */
@ApiTags('integrations')
@Controller('api/v1')
@Parties('user')
export class SyncController {
  constructor(private readonly runs: SyncRunsService) {}

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Get('integrationManagement')
  integrations(@CurrentAuth() auth: AuthContext, @Query('names') names: unknown, @Query('types') types: unknown): Promise<IntegrationHealthDto[]> {
    return this.runs.health(auth, many(names), many(types));
  }

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Post('integrations/ats/:provider/categories/sync')
  @HttpCode(202)
  categories(@CurrentAuth() auth: AuthContext, @Param('provider') provider: string, @Body() body: unknown): Promise<SyncRunDto> {
    return this.runs.start(auth, provider, 'categories', requestIdOf(body));
  }

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Post('integrations/ats/:provider/joborders/syncAll')
  @HttpCode(202)
  jobOrdersAll(@CurrentAuth() auth: AuthContext, @Param('provider') provider: string, @Body() body: unknown): Promise<SyncRunDto> {
    return this.runs.start(auth, provider, 'joborders_all', requestIdOf(body));
  }

  /** The incremental job order sync (change log since the last run), as the schedule runs it. */
  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Post('integrations/ats/:provider/joborders/sync')
  @HttpCode(202)
  jobOrdersChanges(@CurrentAuth() auth: AuthContext, @Param('provider') provider: string, @Body() body: unknown): Promise<SyncRunDto> {
    return this.runs.start(auth, provider, 'joborders_changes', requestIdOf(body));
  }

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Get('integrations/ats/runs')
  list(@CurrentAuth() auth: AuthContext, @Query('kind') kind: unknown): Promise<SyncRunDto[]> {
    return this.runs.list(auth, kind as AtsSyncKind | undefined);
  }

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Get('integrations/ats/runs/:id')
  run(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<SyncRunDto> {
    return this.runs.get(auth, id);
  }

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Get('integrations/ats/deadletters')
  deadLetters(@CurrentAuth() auth: AuthContext): Promise<DeadLetterDto[]> {
    return this.runs.deadLetters(auth);
  }

  @RequirePermission(PERMISSIONS.INTEGRATIONS_MANAGE)
  @Post('integrations/ats/deadletters/:id/retry')
  @HttpCode(202)
  retry(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<SyncRunDto> {
    return this.runs.retryDeadLetter(auth, id);
  }
}
