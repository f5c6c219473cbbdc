export * from './test-database';
export * from './test-app';
export * from './http-client';
export * from './grant-role';
export * from './session-for';
export * from './pdf-drawn-text';
export * from './spawn-worker';
export * from './pdf-look';
