export * from './i9-types';
