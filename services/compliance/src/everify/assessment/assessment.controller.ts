import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { AssessmentService, type AssessmentView } from './assessment.service';
import { assessmentResultSchema, orderAssessmentSchema, type AssessmentResultBody, type OrderAssessmentBody } from './dto/assessment.dto';

/**
 * staff-side §7 "Assessment" (paths as the spec writes them, `EVerify`): a user's E-Verify tutorial and knowledge
 * test. Reading needs everify.read, ordering and recording everify.manage (the users who create cases); another
 * user's needs account.read / account.manage too (docs/decisions/0016).
 */
@ApiTags('everify')
@Controller('api/v1/EVerify/assessment')
export class AssessmentController {
  constructor(private readonly assessments: AssessmentService) {}

  @RequirePermission(PERMISSIONS.EVERIFY_MANAGE)
  @Post('order')
  @HttpCode(200)
  order(@CurrentAuth() auth: AuthContext, @Body(new YupBody(orderAssessmentSchema)) body: OrderAssessmentBody): Promise<AssessmentView> {
    return this.assessments.order(auth, body ?? {});
  }

  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Get(':userId')
  view(@CurrentAuth() auth: AuthContext, @Param('userId', IdParam) userId: number): Promise<AssessmentView> {
    return this.assessments.view(auth, userId);
  }

  /** *(ours)* `{ passed_on, confirmed: true }`: the day the user passed E-Verify's knowledge test. */
  @RequirePermission(PERMISSIONS.EVERIFY_MANAGE)
  @Post(':userId/result')
  @HttpCode(200)
  result(@CurrentAuth() auth: AuthContext, @Param('userId', IdParam) userId: number, @Body(new YupBody(assessmentResultSchema)) body: AssessmentResultBody): Promise<AssessmentView> {
    return this.assessments.recordResult(auth, userId, body);
  }
}
