import { Module } from '@nestjs/common';
import { IframeSurveyController } from './iframe-survey.controller';
import { IframeSurveyService } from './iframe-survey.service';
import { SurveyProviderSimulator } from './simulator/survey-provider-simulator';
import { SurveySimController } from './simulator/survey-sim.controller';
import { SURVEY_PROVIDERS } from './survey-provider-adapter';

/**
 * Iframe survey providers. The built-in simulator is the one provider (and serves its page under /_sim/survey)
 * until a real provider's adapter joins SURVEY_PROVIDERS.
 */
@Module({
  controllers: [IframeSurveyController, SurveySimController],
  providers: [IframeSurveyService, SurveyProviderSimulator, { provide: SURVEY_PROVIDERS, useFactory: (sim: SurveyProviderSimulator) => [sim], inject: [SurveyProviderSimulator] }],
})
export class SurveyProviderModule {}
