export * from './yup-body.pipe';
export * from './create-app';
export * from './id-param.pipe';
