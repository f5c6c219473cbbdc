export * from './language.entity';
export * from './translation.entity';
