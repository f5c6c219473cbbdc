import { Module } from '@nestjs/common';
import { healthController } from '@attest/platform';
import { MapsModule } from './maps/maps.module';
import { AtsSyncModule } from './sync/ats-sync.module';
import { SurveyProviderModule } from './survey-provider/survey-provider.module';
import { WotcModule } from './wotc/wotc.module';

/** The integrations domain: external services behind adapters, each with a built-in simulator. */
@Module({
  imports: [MapsModule, WotcModule, SurveyProviderModule, AtsSyncModule],
  controllers: [healthController('integrations')],
  // Other domains may ask (e.g. the wizard: is the Tax Credit Screening section shown?).
  exports: [MapsModule, WotcModule, AtsSyncModule],
})
export class IntegrationsModule {}
