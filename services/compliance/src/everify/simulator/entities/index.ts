export * from './everify-sim-case.entity';
export * from './everify-sim-setting.entity';
