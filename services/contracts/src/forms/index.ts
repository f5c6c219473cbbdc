export * from './datatypes';
export * from './form-types';
export * from './entity-manager-types';
