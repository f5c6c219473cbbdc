export * from './everify-case.entity';
export * from './everify-case-event.entity';
