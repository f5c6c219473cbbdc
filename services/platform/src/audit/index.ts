export * from './audit-log.entity';
export * from './audit.service';
export * from './migrations/1795200001000-create-audit-log';
export * from './actor-names';
