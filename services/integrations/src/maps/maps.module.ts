import { Module } from '@nestjs/common';
import { MAPS_ADAPTER } from './maps-adapter';
import { MapsController } from './maps.controller';
import { MapsService } from './maps.service';
import { MapsSimulator } from './simulator/maps-simulator';

/**
 * Address autocomplete, place details and geocoding. The built-in simulator is the provider until a
 * real maps adapter is configured (no network in the embedded default).
 */
@Module({
  controllers: [MapsController],
  providers: [MapsService, { provide: MAPS_ADAPTER, useClass: MapsSimulator }],
  exports: [MapsService],
})
export class MapsModule {}
