import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, notFound, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { pushStatusSchema, simulatorStatusSchema, type PushStatusBody, type SimulatorStatusBody } from './dto/simulator-operator.dto';
import { SimulatorOperatorService, type PersonaView, type SimCaseView } from './simulator-operator.service';
import type { SimulatorStatus } from './simulator-settings.service';

const CASE_NUMBER = /^[A-Z0-9]{6,32}$/;

/** *(ours)* The E-Verify simulator's operator API (issue 13), while the simulator is the active adapter. */
@ApiTags('everify')
@Controller('api/v1/everify/simulator')
export class SimulatorOperatorController {
  constructor(private readonly operator: SimulatorOperatorService) {}

  @RequirePermission(PERMISSIONS.EVERIFY_MANAGE)
  @Get('cases')
  cases(@CurrentAuth() auth: AuthContext): Promise<SimCaseView[]> {
    return this.operator.cases(auth);
  }

  @RequirePermission(PERMISSIONS.EVERIFY_MANAGE)
  @Get('personas')
  personas(): PersonaView[] {
    return this.operator.personas();
  }

  @RequirePermission(PERMISSIONS.EVERIFY_MANAGE)
  @Get('status')
  status(@CurrentAuth() auth: AuthContext): Promise<SimulatorStatus> {
    return this.operator.status(auth);
  }

  @RequirePermission(PERMISSIONS.EVERIFY_MANAGE)
  @Put('status')
  setStatus(@CurrentAuth() auth: AuthContext, @Body(new YupBody(simulatorStatusSchema)) body: SimulatorStatusBody): Promise<SimulatorStatus> {
    return this.operator.setStatus(auth, body);
  }

  @RequirePermission(PERMISSIONS.EVERIFY_MANAGE)
  @Post('cases/:caseNumber/push')
  @HttpCode(200)
  push(@CurrentAuth() auth: AuthContext, @Param('caseNumber') caseNumber: string, @Body(new YupBody(pushStatusSchema)) body: PushStatusBody): Promise<SimCaseView> {
    if (!CASE_NUMBER.test(caseNumber)) {
      throw notFound();
    }
    return this.operator.push(auth, caseNumber, body);
  }
}
