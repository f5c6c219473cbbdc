/** The requesting party every call declares in X-Requested-By-Party. */
export const PARTY = { applicant: 'applicant', user: 'user' } as const;
export type RequestingParty = (typeof PARTY)[keyof typeof PARTY];
