export * from './cst-user.entity';
export * from './user-customer.entity';
export * from './user-setting.entity';
export * from './user-external-id.entity';
