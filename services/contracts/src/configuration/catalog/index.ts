export * from './catalog-types';
export * from './configuration-catalog';
export * from './configuration-value';
export * from './configuration-catalog.dto';
