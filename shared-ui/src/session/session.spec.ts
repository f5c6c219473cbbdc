import { SESSION_KEYS } from './session-keys';
import {
  getSession,
  isApplicantSessionActive,
  isSessionActive,
  isStaffSessionActive,
  logout,
  setApplicantLoginFlag,
  setApplicantSession,
  setLanguage,
  setPrelimInfoDone,
  setReturnTo,
  setStaffSession,
} from './session';

const applicantAnswer = {
  access_token: 'tok-a',
  party: 'applicant' as const,
  applicant_id: 42,
  customer_id: 7,
  customer_code: 'acme',
  location_code: 'hq',
};

describe('session', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('stores the applicant answer in sessionStorage, not localStorage', () => {
    setApplicantSession(applicantAnswer);
    expect(getSession()).toMatchObject({
      applicantId: '42',
      accessToken: 'tok-a',
      customerId: '7',
      customerCode: 'acme',
      locationCode: 'hq',
      party: 'applicant',
      userId: null,
    });
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.getItem(SESSION_KEYS.accessToken)).toBe('tok-a');
  });

  it('is active only when applicant id, token, customerCode and customerId are all set', () => {
    setApplicantSession(applicantAnswer);
    expect(isApplicantSessionActive()).toBe(true);
    expect(isSessionActive()).toBe(true);
    for (const key of [SESSION_KEYS.applicantId, SESSION_KEYS.accessToken, SESSION_KEYS.customerCode, SESSION_KEYS.customerId]) {
      setApplicantSession(applicantAnswer);
      window.sessionStorage.removeItem(key);
      expect(isApplicantSessionActive()).toBe(false);
      expect(isSessionActive()).toBe(false);
    }
  });

  it('a staff session is active with user id, token, customerCode and customerId', () => {
    setStaffSession({ access_token: 'tok-u', user_id: 3, customer_id: 7, customer_code: 'acme' });
    expect(isStaffSessionActive()).toBe(true);
    expect(isApplicantSessionActive()).toBe(false);
    expect(getSession().party).toBe('user');
  });

  it('an applicant login in a tab copied from staff drops the staff user id', () => {
    setStaffSession({ access_token: 'tok-u', user_id: 3, customer_id: 7, customer_code: 'acme' });
    setApplicantSession(applicantAnswer);
    expect(isStaffSessionActive()).toBe(false);
    expect(getSession()).toMatchObject({ userId: null, applicantId: '42', party: 'applicant' });
  });

  it('logout clears exactly the spec list and keeps customerCode', () => {
    setApplicantSession(applicantAnswer);
    window.sessionStorage.setItem(SESSION_KEYS.userId, '3');
    setLanguage('es');
    setPrelimInfoDone(true);
    setReturnTo('/acme/hq/my-profile', { tab: 'basic' });
    setApplicantLoginFlag(true);
    window.sessionStorage.setItem('unrelated', 'stays');

    logout();

    expect(getSession()).toEqual({
      applicantId: null,
      userId: null,
      accessToken: null,
      customerCode: 'acme',
      customerId: null,
      locationCode: 'hq',
      party: 'applicant',
      language: null,
      prelimInfoDone: false,
      returnTo: null,
      returnToParams: null,
      applicantLogin: false,
    });
    expect(window.sessionStorage.getItem('unrelated')).toBe('stays');
    expect(isSessionActive()).toBe(false);
  });

  it('keeps return targets and flags until logout', () => {
    setReturnTo('/acme/hq/forms', { id: '9' });
    setApplicantLoginFlag(true);
    expect(getSession()).toMatchObject({ returnTo: '/acme/hq/forms', returnToParams: { id: '9' }, applicantLogin: true });
  });
});
