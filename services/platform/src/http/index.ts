export * from './yup-body.pipe';
export * from './create-app';
