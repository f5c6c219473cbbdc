import { Module } from '@nestjs/common';
import { WotcSimController } from './simulator/wotc-sim.controller';
import { WotcSimulator } from './simulator/wotc-simulator';
import { WOTC_ADAPTER } from './wotc-adapter';
import { WotcController } from './wotc.controller';
import { WotcService } from './wotc.service';

/**
 * WOTC screening orders. The built-in simulator is the provider (and serves its survey pages under
 * /_sim/wotc) until a real provider's adapter is configured.
 */
@Module({
  controllers: [WotcController, WotcSimController],
  providers: [WotcService, WotcSimulator, { provide: WOTC_ADAPTER, useExisting: WotcSimulator }],
  exports: [WotcService],
})
export class WotcModule {}
