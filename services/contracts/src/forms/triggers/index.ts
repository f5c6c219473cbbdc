export * from './field-states';
export * from './derived-values';
export * from './apply-value-change';
