export * from './tenant-repository';
