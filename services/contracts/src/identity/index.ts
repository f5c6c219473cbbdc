export * from './auth-schemas';
export * from './session.types';
export * from './signup-schemas';
export * from './staff-sign-in';
export * from './recruiter-launch';
export * from './terms-of-service';
export * from './account-locations';
