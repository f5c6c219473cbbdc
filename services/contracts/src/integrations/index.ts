export * from './ats-sync';
export * from './request-logs-mappings';
