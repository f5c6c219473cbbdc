export * from './property-keys';
export * from './parse-property-write';
export * from './property-writes.schema';
