export * from './template.entity';
export * from './template-tag.entity';
export * from './field.entity';
export * from './field-code.entity';
export * from './field-trigger.entity';
export * from './field-trigger-action.entity';
export * from './form-value.entity';
