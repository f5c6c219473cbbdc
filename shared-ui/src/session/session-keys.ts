/** Storage keys of the browser session. Prefixed so they never clash with a remote's own keys. */
export const SESSION_KEYS = {
  applicantId: 'attest.applicantId',
  userId: 'attest.userId',
  accessToken: 'attest.accessToken',
  customerCode: 'attest.customerCode',
  customerId: 'attest.customerId',
  locationCode: 'attest.locationCode',
  party: 'attest.party',
  language: 'attest.language',
  prelimInfoDone: 'attest.prelimInfoDone',
  returnTo: 'attest.returnTo',
  returnToParams: 'attest.returnToParams',
  applicantLogin: 'attest.applicantLogin',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/**
 * What logout clears (spec, section 4 "Session"): applicant id, token, customer id, prelim-info flag,
 * return targets, applicant-login flag, staff user id and language. customerCode, locationCode and
 * party stay so the login page still knows which customer it belongs to.
 */
export const LOGOUT_CLEARED_KEYS: readonly SessionKey[] = [
  SESSION_KEYS.applicantId,
  SESSION_KEYS.accessToken,
  SESSION_KEYS.customerId,
  SESSION_KEYS.prelimInfoDone,
  SESSION_KEYS.returnTo,
  SESSION_KEYS.returnToParams,
  SESSION_KEYS.applicantLogin,
  SESSION_KEYS.userId,
  SESSION_KEYS.language,
];
