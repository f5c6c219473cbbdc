export * from './yup-body.pipe';
export * from './create-app';
export * from './id-param.pipe';
export * from './health-controller';
export * from './run-service';
export * from './yup-validate';
export * from './csv';
export * from './route-access';
