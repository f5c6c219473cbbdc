export * from './tokens';
export * from './passwords';
export * from './field-cipher';
export * from './mask';
