export * from './applicant/build-applicant-update';
