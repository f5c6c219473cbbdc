import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS, scheduleSchema, type ScheduleInput } from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { SchedulesService } from './schedules.service';

/** staff-side §7 Schedules; reading needs reports.read, changing and running account.manage. Run now: POST /{id}/run. */
@ApiTags('schedules')
@Controller('api/v1/schedules')
@Parties('user')
export class SchedulesController {
  constructor(private readonly schedules: SchedulesService) {}

  @RequirePermission(PERMISSIONS.REPORTS_READ)
  @Get()
  list(@CurrentAuth() auth: AuthContext) {
    return this.schedules.list(auth);
  }

  @RequirePermission(PERMISSIONS.REPORTS_READ)
  @Get(':id/nextrun')
  nextRun(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.schedules.nextRun(auth, id);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Post()
  create(@CurrentAuth() auth: AuthContext, @Body(new YupBody(scheduleSchema)) body: ScheduleInput) {
    return this.schedules.create(auth, body);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Put(':id')
  update(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(scheduleSchema)) body: ScheduleInput) {
    return this.schedules.update(auth, id, body);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<void> {
    await this.schedules.remove(auth, id);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Post(':id/run')
  @HttpCode(202)
  run(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.schedules.runNow(auth, id);
  }
}
