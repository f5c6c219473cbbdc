export * from './customer-config.entity';
export * from './customer-config.service';
export * from './migrations/1795200002000-create-customer-configs';
