export * from './message-keys';
