import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { iframeSurveyStartSchema, type IframeSurveyStartInput, type IframeSurveyState } from '@attest/contracts';
import { CurrentAuth, Parties, YupBody, type AuthContext } from '@attest/platform';
import { IframeSurveyService } from './iframe-survey.service';

/** POST /api/v1/integrations/iframe/survey {SurveyProviderAdapterName}; GET …/status?surveyOrderId= (applicant-side §7). */
@ApiTags('surveys')
@Controller('api/v1/integrations/iframe/survey')
@Parties('applicant')
export class IframeSurveyController {
  constructor(private readonly surveys: IframeSurveyService) {}

  @Post()
  @HttpCode(200)
  start(@CurrentAuth() auth: AuthContext, @Body(new YupBody(iframeSurveyStartSchema)) body: IframeSurveyStartInput): Promise<IframeSurveyState> {
    return this.surveys.start(auth, body);
  }

  @Get('status')
  status(@CurrentAuth() auth: AuthContext, @Query('surveyOrderId') surveyOrderId: unknown): Promise<IframeSurveyState> {
    return this.surveys.status(auth, surveyOrderId);
  }
}
