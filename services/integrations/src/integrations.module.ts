import { Module } from '@nestjs/common';
import { healthController } from '@attest/platform';
import { MapsModule } from './maps/maps.module';
import { WotcModule } from './wotc/wotc.module';

/** The integrations domain: external services behind adapters, each with a built-in simulator. */
@Module({
  imports: [MapsModule, WotcModule],
  controllers: [healthController('integrations')],
  // Other domains may ask (e.g. the wizard: is the Tax Credit Screening section shown?).
  exports: [MapsModule, WotcModule],
})
export class IntegrationsModule {}
