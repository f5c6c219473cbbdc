export * from './package.entity';
export * from './package-template.entity';
