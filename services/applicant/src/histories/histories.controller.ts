import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, type AuthContext, RequirePermission, Parties } from '@attest/platform';
import { HistoriesService } from './histories.service';
import { EDUCATION_KIND, WORK_HISTORY_KIND } from './history-kinds';

/** The entity manager's 'workHistory' and 'education' functions: GET the active records, POST the changed ones. */
@ApiTags('histories')
@Controller('api/v2/customers/:customerId/applicants/:applicantId')
export class HistoriesController {
  constructor(private readonly histories: HistoriesService) {}

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get('workHistory')
  workHistory(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('applicantId', IdParam) applicantId: number) {
    return this.histories.list(auth, WORK_HISTORY_KIND, customerId, applicantId);
  }

  /** Body: the changed records (a JSON list); answers the saved list. */
  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post('workHistory')
  @HttpCode(200)
  saveWorkHistory(
    @CurrentAuth() auth: AuthContext,
    @Param('customerId', IdParam) customerId: number,
    @Param('applicantId', IdParam) applicantId: number,
    @Body() body: unknown,
  ) {
    return this.histories.save(auth, WORK_HISTORY_KIND, customerId, applicantId, body);
  }

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get('education')
  education(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('applicantId', IdParam) applicantId: number) {
    return this.histories.list(auth, EDUCATION_KIND, customerId, applicantId);
  }

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post('education')
  @HttpCode(200)
  saveEducation(
    @CurrentAuth() auth: AuthContext,
    @Param('customerId', IdParam) customerId: number,
    @Param('applicantId', IdParam) applicantId: number,
    @Body() body: unknown,
  ) {
    return this.histories.save(auth, EDUCATION_KIND, customerId, applicantId, body);
  }
}
