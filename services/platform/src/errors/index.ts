export * from './app-exception';
export * from './error-body';
export * from './http-error.filter';
