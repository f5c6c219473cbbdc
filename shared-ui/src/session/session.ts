import { LOGOUT_CLEARED_KEYS, SESSION_KEYS, type SessionKey } from './session-keys';

/*
 * The session lives in sessionStorage, not localStorage: a staff user who "logs in as applicant"
 * gets a new tab (window.open copies the opener's sessionStorage into it), and that tab then
 * replaces the token with the applicant's. With localStorage the applicant token would overwrite
 * the staff tab's token too; with sessionStorage each tab keeps its own session.
 */

export type Party = 'applicant' | 'user';

export interface Session {
  applicantId: string | null;
  userId: string | null;
  accessToken: string | null;
  customerCode: string | null;
  customerId: string | null;
  locationCode: string | null;
  party: Party | null;
  language: string | null;
  prelimInfoDone: boolean;
  returnTo: string | null;
  returnToParams: Record<string, string> | null;
  applicantLogin: boolean;
}

/** Applicant session answer of the login endpoints (docs/api.md). */
export interface ApplicantSessionAnswer {
  access_token: string;
  party?: 'applicant';
  applicant_id: string | number;
  customer_id: string | number;
  customer_code: string;
  location_code?: string | null;
  language?: string | null;
  expires_at?: string;
}

/** Staff session answer of POST /api/v1/login (docs/api.md). */
export interface StaffSessionAnswer {
  access_token: string;
  party?: 'user';
  user_id: string | number;
  customer_id: string | number;
  customer_code: string;
  customers?: { customer_id: string | number; customer_code: string; name: string }[];
  full_name?: string;
  expires_at?: string;
}

const read = (key: SessionKey): string | null => {
  const value = window.sessionStorage.getItem(key);
  return value === null || value === '' ? null : value;
};

const write = (key: SessionKey, value: string | number | null | undefined): void => {
  if (value === null || value === undefined || value === '') {
    window.sessionStorage.removeItem(key);
  } else {
    window.sessionStorage.setItem(key, String(value));
  }
};

const readParty = (): Party | null => {
  const party = read(SESSION_KEYS.party);
  return party === 'applicant' || party === 'user' ? party : null;
};

const readParams = (): Record<string, string> | null => {
  const raw = read(SESSION_KEYS.returnToParams);
  if (raw === null) {
    return null;
  }
  try {
    return JSON.parse(raw) as Record<string, string>;
  } catch {
    return null;
  }
};

export function getSession(): Session {
  return {
    applicantId: read(SESSION_KEYS.applicantId),
    userId: read(SESSION_KEYS.userId),
    accessToken: read(SESSION_KEYS.accessToken),
    customerCode: read(SESSION_KEYS.customerCode),
    customerId: read(SESSION_KEYS.customerId),
    locationCode: read(SESSION_KEYS.locationCode),
    party: readParty(),
    language: read(SESSION_KEYS.language),
    prelimInfoDone: read(SESSION_KEYS.prelimInfoDone) === 'true',
    returnTo: read(SESSION_KEYS.returnTo),
    returnToParams: readParams(),
    applicantLogin: read(SESSION_KEYS.applicantLogin) === 'true',
  };
}

/** Stores an applicant login answer; drops any staff user id copied from the opener tab. */
export function setApplicantSession(answer: ApplicantSessionAnswer): void {
  write(SESSION_KEYS.accessToken, answer.access_token);
  write(SESSION_KEYS.party, 'applicant');
  write(SESSION_KEYS.applicantId, answer.applicant_id);
  write(SESSION_KEYS.customerId, answer.customer_id);
  write(SESSION_KEYS.customerCode, answer.customer_code);
  if (answer.location_code) {
    write(SESSION_KEYS.locationCode, answer.location_code);
  }
  write(SESSION_KEYS.userId, null);
}

/** Stores a staff login answer; drops any applicant id left from an applicant session. */
export function setStaffSession(answer: StaffSessionAnswer): void {
  write(SESSION_KEYS.accessToken, answer.access_token);
  write(SESSION_KEYS.party, 'user');
  write(SESSION_KEYS.userId, answer.user_id);
  write(SESSION_KEYS.customerId, answer.customer_id);
  write(SESSION_KEYS.customerCode, answer.customer_code);
  write(SESSION_KEYS.applicantId, null);
}

/** Spec: active only when the applicant id, access token, customerCode and customerId are all set. */
export function isApplicantSessionActive(): boolean {
  const s = getSession();
  return Boolean(s.applicantId && s.accessToken && s.customerCode && s.customerId);
}

export function isStaffSessionActive(): boolean {
  const s = getSession();
  return Boolean(s.userId && s.accessToken && s.customerCode && s.customerId);
}

export function isSessionActive(): boolean {
  return isApplicantSessionActive() || isStaffSessionActive();
}

export function logout(): void {
  for (const key of LOGOUT_CLEARED_KEYS) {
    window.sessionStorage.removeItem(key);
  }
}

/** Where to go after login (a path), with optional route params. */
export function setReturnTo(path: string | null, params?: Record<string, string> | null): void {
  write(SESSION_KEYS.returnTo, path);
  write(SESSION_KEYS.returnToParams, params ? JSON.stringify(params) : null);
}

export function setLanguage(code: string | null): void {
  write(SESSION_KEYS.language, code);
}

/** Marks a tab opened by staff through user-applicant-login. */
export function setApplicantLoginFlag(on: boolean): void {
  write(SESSION_KEYS.applicantLogin, on ? 'true' : null);
}

export function setPrelimInfoDone(done: boolean): void {
  write(SESSION_KEYS.prelimInfoDone, done ? 'true' : null);
}

/** Customer and location from the URL segments, known before any login. */
export function setCustomerContext(customerCode: string, locationCode?: string | null, customerId?: string | number | null): void {
  write(SESSION_KEYS.customerCode, customerCode);
  if (locationCode !== undefined) {
    write(SESSION_KEYS.locationCode, locationCode);
  }
  if (customerId !== undefined) {
    write(SESSION_KEYS.customerId, customerId);
  }
}

/** Used by the base query on a 401: the token is no longer valid. */
export function clearAccessToken(): void {
  write(SESSION_KEYS.accessToken, null);
}
