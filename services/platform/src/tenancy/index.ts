export * from './tenant-repository';
export * from './path-scope';
