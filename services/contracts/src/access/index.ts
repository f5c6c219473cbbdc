export * from './permissions';
export * from './seeded-roles';
export * from './access.types';
export * from './user-schemas';
export * from './audit.types';
