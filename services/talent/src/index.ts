export * from './talent.module';
