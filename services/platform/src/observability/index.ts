export * from './log-context';
export * from './logger';
export * from './metrics.service';
export * from './health-checks.service';
export * from './observability.module';
export * from './request-observability';
export * from './with-timeout';
