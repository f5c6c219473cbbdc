export * from './integrations.module';
export * from './integrations-data';
export * from './maps/maps-adapter';
export { MapsModule } from './maps/maps.module';
export { MapsService } from './maps/maps.service';
export * from './wotc/wotc-adapter';
export * from './wotc/wotc.service';
export * from './seed/seed-integrations-demo';
export { WOTC_SIM_TEXTS } from './wotc/simulator/wotc-sim-texts';
