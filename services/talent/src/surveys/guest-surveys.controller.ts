import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { guestSurveyAnswerSchema, surveyLinkQuerySchema, type GuestSurveyAnswerInput, type GuestSurveyView, type SurveyLinkQuery } from '@attest/contracts';
import { CurrentAuth, Parties, Public, YupBody, type AuthContext } from '@attest/platform';
import { GuestSurveysService } from './guest-surveys.service';

/**
 * The guest survey pages' API (paths not shown; decision 0044). Public on purpose: the signed link token is the
 * credential, and it opens one applicant's one survey only.
 */
@ApiTags('surveys')
@Controller('api/v1/surveys')
export class GuestSurveysController {
  constructor(private readonly surveys: GuestSurveysService) {}

  @Public()
  @Get('guest')
  open(@Query('token') token: unknown): Promise<GuestSurveyView> {
    return this.surveys.open(token);
  }

  @Public()
  @Post('guest')
  @HttpCode(200)
  answer(@Body(new YupBody(guestSurveyAnswerSchema)) body: GuestSurveyAnswerInput) {
    return this.surveys.answer(body);
  }

  /** The signed-in applicant's link to the survey of one of her placements or interviews. */
  @Parties('applicant')
  @Get('link')
  link(@CurrentAuth() auth: AuthContext, @Query(new YupBody(surveyLinkQuerySchema)) q: SurveyLinkQuery) {
    return this.surveys.mine(auth, q);
  }
}
