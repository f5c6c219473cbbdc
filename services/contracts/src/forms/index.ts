export * from './datatypes';
export * from './form-types';
export * from './entity-manager-types';
export * from './rules';
export * from './calculation';
