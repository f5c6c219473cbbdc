export * from './placement-query';
export * from './referral-query';
export * from './recruiter-query';
export * from './pay';
export * from './surveys';
export * from './referral-create';
export * from './resume';
export * from './job-admin';
