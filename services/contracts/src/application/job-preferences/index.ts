export * from './job-preferences-constants';
export * from './job-preferences-switches';
export * from './job-preferences-values';
export * from './job-preferences-rules';
