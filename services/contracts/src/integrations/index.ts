export * from './ats-sync';
