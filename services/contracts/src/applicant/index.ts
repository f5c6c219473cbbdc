export * from './applicant-fields';
export * from './update-applicant.schema';
export * from './build-applicant-update';
