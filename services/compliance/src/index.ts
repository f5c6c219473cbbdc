export * from './compliance.module';
