export * from './party';
export * from './application-status';
