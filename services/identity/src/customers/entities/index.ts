export * from './customer.entity';
export * from './location.entity';
