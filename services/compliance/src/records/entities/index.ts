export * from './i9-record.entity';
export * from './i9-revision.entity';
