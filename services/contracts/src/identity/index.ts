export * from './auth-schemas';
export * from './session.types';
