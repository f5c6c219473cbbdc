export * from './data-parts';
export * from './create-data-source';
export * from './run-migrations';
export * from './database.module';
export * from './unique-violation';
export * from './parse-json-column';
export * as migrationColumns from './migration-columns';
