export * from './content-keys';
