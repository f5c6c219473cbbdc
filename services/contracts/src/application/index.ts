export * from './wizard-sections';
export * from './application-dtos';
export * from './job-preferences';
export * from './tax-exemptions';
export * from './reference';
export * from './checklists';
