export * from './talent.module';
export * from './talent-data';
