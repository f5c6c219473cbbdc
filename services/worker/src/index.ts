export * from './worker.module';
