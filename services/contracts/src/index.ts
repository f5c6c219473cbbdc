export * from './enums';
export * from './validation';
export * from './identity';
export * from './applicant';
export * from './errors';
export * from './forms';
export * from './configuration';
export * from './application';
