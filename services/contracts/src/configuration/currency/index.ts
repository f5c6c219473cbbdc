export * from './currencies';
export * from './currency-units';
