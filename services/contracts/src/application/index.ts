export * from './wizard-sections';
export * from './application-dtos';
