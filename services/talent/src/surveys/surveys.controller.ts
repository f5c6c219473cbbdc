import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { hideSurveySchema, PERMISSIONS, type HideSurveyInput } from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { SurveysService } from './surveys.service';

/**
 * "Hide survey" (staff-side §7, path not shown; decision 0036): talent owns the answers, so the write lives here
 * while the NPS report that reads them lives in reporting. Changing what the account's report counts is an account
 * setting: account.manage.
 */
@ApiTags('surveys')
@Controller('api/v1/surveys')
export class SurveysController {
  constructor(private readonly surveys: SurveysService) {}

  @Parties('user')
  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Put(':id/hidden')
  setHidden(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(hideSurveySchema)) body: HideSurveyInput) {
    return this.surveys.setHidden(auth, id, body);
  }
}
