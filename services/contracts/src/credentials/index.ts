export * from './applicant-credential-view';
