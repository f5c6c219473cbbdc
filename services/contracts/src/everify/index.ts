export * from './everify-types';
export * from './closure-statements';
export * from './case-lifecycle';
export * from './case-deadlines';
export * from './reason-for-delay';
export * from './tnc-fan';
export * from './citizenship-status';
export * from './revocation-matcher';
