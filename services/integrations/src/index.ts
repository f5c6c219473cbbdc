export * from './integrations.module';
