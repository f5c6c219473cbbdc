import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { tncWorkflowSchema, type TncWorkflowBody } from './dto/tnc-workflow.dto';
import { TncWorkflowService } from './tnc-workflow.service';
import type { TncWorkflowView } from './tnc-workflow-view';

/**
 * staff-side §7 `GET and POST /api/v1/everify/{id}/tncfanworkflow`. Staff read with everify.read and record the
 * employee's decision with everify.manage; the employee reads and answers on their own case only (other cases 404).
 */
@ApiTags('everify')
@Controller('api/v1/everify/:id/tncfanworkflow')
export class TncWorkflowController {
  constructor(private readonly workflow: TncWorkflowService) {}

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Get()
  get(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<TncWorkflowView> {
    return this.workflow.get(auth, id);
  }

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.EVERIFY_MANAGE)
  @Post()
  @HttpCode(200)
  answer(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(tncWorkflowSchema)) body: TncWorkflowBody): Promise<TncWorkflowView> {
    return this.workflow.answer(auth, id, body);
  }
}
