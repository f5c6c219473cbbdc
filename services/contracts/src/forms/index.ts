export * from './datatypes';
export * from './form-types';
export * from './entity-manager-types';
export * from './rules';
export * from './calculation';
export * from './triggers';
export * from './validate';
export * from './entity-manager';
