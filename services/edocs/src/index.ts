export * from './edocs.module';
export * from './edocs-data';
export * from './seed/seed-edocs-demo';
