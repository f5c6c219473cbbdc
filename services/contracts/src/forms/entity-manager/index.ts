export * from './required-years';
export * from './record-rules';
