export * from './email';
export * from './password';
export * from './routing-number';
