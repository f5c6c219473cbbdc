export * from './applicant-fields';
export * from './update-applicant.schema';
export * from './build-applicant-update';
export * from './ats-association';
export * from './applicant-list-query';
export * from './bulk-upload-rules';
export * from './bulk-upload.types';
export * from './bulk-upload.schema';
