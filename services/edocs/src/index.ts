export * from './edocs.module';
