export * from './applicant.module';
export * from './applicant-data';
export * from './applicant-record/entities';
export * from './applicant-record/applicant-record.service';
export * from './applicant-record/applicant-view';
export * from './applicant-export/export-applicants.processor';
export * from './applicant-export/jobs/export-applicants.job';
