export * from './package.entity';
export * from './package-template.entity';
export * from './package-tag.entity';
