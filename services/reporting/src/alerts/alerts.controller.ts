import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { alertCreateSchema, alertPatchSchema, alertsReadSchema, PERMISSIONS, type AlertCreate, type AlertPatch, type AlertsRead } from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { AlertsService } from './alerts.service';

/**
 * staff-side §7 Alerts. A user's own alerts (account.own, decision 0035); marking several read is
 * POST /api/v1/alerts/read {alertIds} or {all: true}; the count and the live channel are GET /count and /channel.
 */
@ApiTags('alerts')
@Controller('api/v1/alerts')
@Parties('user')
export class AlertsController {
  constructor(private readonly alerts: AlertsService) {}

  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get()
  list(@CurrentAuth() auth: AuthContext, @Query('all') all?: string) {
    return this.alerts.list(auth, all === 'true' || all === '1');
  }

  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get('count')
  async count(@CurrentAuth() auth: AuthContext) {
    return { unread: await this.alerts.unread(auth) };
  }

  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get('channel')
  channel(@CurrentAuth() auth: AuthContext) {
    return this.alerts.channelFor(auth);
  }

  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Post()
  create(@CurrentAuth() auth: AuthContext, @Body(new YupBody(alertCreateSchema)) body: AlertCreate) {
    return this.alerts.create(auth, body);
  }

  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Post('read')
  @HttpCode(200)
  markRead(@CurrentAuth() auth: AuthContext, @Body(new YupBody(alertsReadSchema)) body: AlertsRead) {
    return this.alerts.markRead(auth, body);
  }

  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Patch(':id')
  update(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(alertPatchSchema)) body: AlertPatch) {
    return this.alerts.update(auth, id, body);
  }

  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<void> {
    await this.alerts.remove(auth, id);
  }
}
