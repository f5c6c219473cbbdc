import {
  homePath,
  isHashRoute,
  isStaffHome,
  loginPath,
  routeAccess,
  safeReturnTo,
  switchLocationUrl,
} from './route-rules';
import { customerRedirect } from './customer-redirect';
import { remoteForPath } from '../remotes/remote-owner';

const HASH = 'Q2xhaW1Ub2tlbl8yMDIzX2FiYw';

describe('routeAccess', () => {
  it.each([
    'login',
    'forgot-password',
    'register',
    'reset-password',
    'confirmation',
    'activate',
    'accept-invitation',
    'no-customer',
    'interview-satisfaction-survey',
    'satisfaction-survey',
    'onboarding-verify',
    'multi-signer',
    'user-applicant-login',
    'esign/abc123',
    'verify-document',
  ])('treats %s as a guest route', (name) => {
    expect(routeAccess(name)).toBe('guest');
  });

  it('needs a session for the empty route and for everything else', () => {
    expect(routeAccess('')).toBe('applicant');
    expect(routeAccess('my-profile')).toBe('applicant');
    expect(routeAccess('btp/home')).toBe('applicant');
    expect(routeAccess('login/extra')).toBe('guest');
    expect(routeAccess('admin/applicants')).toBe('staff');
    expect(routeAccess('admin')).toBe('staff');
    expect(routeAccess('i9/section1')).toBe('applicant');
    expect(routeAccess('i9/mobile')).toBe('applicant');
  });

  it('lets a phone open the document-picture hand-off without a session', () => {
    expect(routeAccess('i9/mobile/Zx8_-kQ2p0a9LmN4bV7cR1tY')).toBe('guest');
  });
});

describe('the {hash} route', () => {
  it('matches one long URL-safe segment', () => {
    expect(isHashRoute(HASH)).toBe(true);
    expect(isHashRoute('0123456789abcdef0123456789abcdef')).toBe(true);
    expect(routeAccess(HASH)).toBe('guest');
    expect(remoteForPath(HASH)).toBe('i9_everify');
  });

  it('does not match short segments, several segments or route-like words', () => {
    expect(isHashRoute('my-profile')).toBe(false);
    expect(isHashRoute('abc123')).toBe(false);
    expect(isHashRoute(`${HASH}/more`)).toBe(false);
    expect(isHashRoute('application-self-service')).toBe(false);
    expect(isHashRoute('interview-satisfaction-survey')).toBe(false);
    expect(isHashRoute('has.a.dot.1234567890123456')).toBe(false);
    expect(routeAccess('application-self-service')).toBe('applicant');
  });
});

describe('remoteForPath', () => {
  it('routes each area to its remote', () => {
    expect(remoteForPath('my-profile')).toBe('applicant');
    expect(remoteForPath('i9/section1')).toBe('i9_everify');
    expect(remoteForPath('')).toBe('applicant');
    expect(remoteForPath('admin/applicants')).toBe('account_admin');
    expect(remoteForPath('admin/i9')).toBe('i9_everify');
    expect(remoteForPath('admin/content/templates')).toBe('content_admin');
    expect(remoteForPath('btp/home')).toBe('talent');
    expect(remoteForPath('satisfaction-survey')).toBe('talent');
    expect(remoteForPath('multi-signer')).toBe('i9_everify');
  });
});

describe('login redirect', () => {
  it('carries returnTo and the staff switch', () => {
    expect(loginPath('acme', 'hq', '/acme/hq/my-profile?x=1')).toBe('/acme/hq/login?returnTo=%2Facme%2Fhq%2Fmy-profile%3Fx%3D1');
    expect(loginPath('acme', 'west', '/acme/west/admin/applicants', true)).toBe(
      '/acme/west/login?as=staff&returnTo=%2Facme%2Fwest%2Fadmin%2Fapplicants',
    );
  });

  it('follows only paths of the same customer', () => {
    expect(safeReturnTo('/acme/hq/my-profile', 'acme')).toBe('/acme/hq/my-profile');
    expect(safeReturnTo('//evil.example/acme/', 'acme')).toBeNull();
    expect(safeReturnTo('https://evil.example/', 'acme')).toBeNull();
    expect(safeReturnTo('/other/hq/my-profile', 'acme')).toBeNull();
    expect(safeReturnTo(null, 'acme')).toBeNull();
  });

  it('lands each party on its home (the applicant on Home, the task dashboard); the staff home is resolved to the first page the user may open', () => {
    expect(homePath('acme', 'hq', 'applicant')).toBe('/acme/hq/home');
    expect(homePath('acme', 'hq', 'staff')).toBe('/acme/hq/admin');
    expect(isStaffHome('admin')).toBe(true);
    expect(isStaffHome('admin/')).toBe(true);
    expect(isStaffHome('admin/applicants')).toBe(false);
  });
});

describe('switchLocationUrl', () => {
  it('rewrites only the location segment', () => {
    expect(switchLocationUrl('/acme/hq/admin/applicants', '?page=2', '#top', 'west')).toBe(
      '/acme/west/admin/applicants?page=2#top',
    );
    expect(switchLocationUrl('/acme/hq/', '', '', 'east')).toBe('/acme/east/');
    expect(switchLocationUrl('/acme/hq', '', '', 'east')).toBe('/acme/east');
    expect(switchLocationUrl('/acme', '', '', 'east')).toBe('/acme/east/');
  });
});

describe('customerRedirect', () => {
  const customer = {
    customer_id: 1,
    customer_code: 'acme',
    name: 'Acme',
    locations: [
      { location_id: 1, location_code: 'hq', name: 'HQ' },
      { location_id: 2, location_code: 'west', name: 'West' },
    ],
  };

  it('sends an unknown customer to no-customer, once', () => {
    expect(customerRedirect({ status: 'not-found' }, 'nope', 'hq', 'login')).toBe('/nope/hq/no-customer');
    expect(customerRedirect({ status: 'not-found' }, 'nope', 'hq', 'no-customer')).toBeNull();
  });

  it('sends an unknown location to hq, keeping the page', () => {
    expect(customerRedirect({ status: 'found', customer }, 'acme', 'mars', 'my-profile', '?a=1')).toBe(
      '/acme/hq/my-profile?a=1',
    );
    expect(customerRedirect({ status: 'found', customer }, 'acme', 'WEST', 'my-profile')).toBeNull();
    expect(customerRedirect({ status: 'found', customer }, 'acme', 'hq', '')).toBeNull();
    expect(customerRedirect({ status: 'loading' }, 'acme', 'mars', '')).toBeNull();
  });
});
