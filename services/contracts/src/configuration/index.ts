export * from './configuration';
export * from './catalog';
export * from './currency';
export * from './lookups';
