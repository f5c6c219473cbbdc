import { Module } from '@nestjs/common';
import { healthController } from '@attest/platform';
import { AdapterPropertiesModule } from './adapter-properties/adapter-properties.module';
import { FieldMappingsModule } from './field-mappings/field-mappings.module';
import { ApplicantSyncModule } from './applicant-sync/applicant-sync.module';
import { MapsModule } from './maps/maps.module';
import { RequestLogsModule } from './request-logs/request-logs.module';
import { AtsSyncModule } from './sync/ats-sync.module';
import { SurveyProviderModule } from './survey-provider/survey-provider.module';
import { WotcModule } from './wotc/wotc.module';

/** The integrations domain: external services behind adapters, each with a built-in simulator. */
@Module({
  imports: [MapsModule, WotcModule, SurveyProviderModule, AtsSyncModule, RequestLogsModule, FieldMappingsModule, AdapterPropertiesModule, ApplicantSyncModule],
  controllers: [healthController('integrations')],
  // Other domains may ask (e.g. the wizard: is the Tax Credit Screening section shown?).
  exports: [MapsModule, WotcModule, AtsSyncModule, RequestLogsModule, FieldMappingsModule, AdapterPropertiesModule],
})
export class IntegrationsModule {}
