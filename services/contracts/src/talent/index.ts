export * from './placement-query';
export * from './referral-query';
export * from './recruiter-query';
export * from './pay';
