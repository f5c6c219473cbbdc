export * from './cst-user.entity';
export * from './user-customer.entity';
