import { registeredRoutes } from '@attest/platform';
import { type IdentityFixture, startIdentityApp } from './identity-test-app';

jest.setTimeout(60_000);

let f: IdentityFixture;
beforeAll(async () => {
  f = await startIdentityApp();
});
afterAll(async () => {
  await f?.close();
});

/** The identity routes that are public on purpose (guest pages and the ways of logging in). */
const PUBLIC = new Set([
  'GET /api/v1/customerContext/:customerCode',
  'GET /api/v1/customerContext/:customerCode/translations',
  'GET /api/v1/customerContext/:customerCode/translationsRevision',
  'GET /api/v1/customerContext/:customerCode/signup-options',
  'GET /api/v1/reference/countries',
  'GET /api/v1/reference/timezones',
  'GET /api/v1/languages/:customerCode/:locationCode',
  'POST /api/v1/applicants/register',
  'POST /api/v1/applicants/confirm',
  'POST /api/v1/applicants/login',
  'POST /api/v1/applicants/forgot-password',
  'POST /api/v1/applicants/reset-password',
  'POST /api/v1/applicants/activate',
  'POST /api/v1/users/accept-invitation',
  'POST /api/v1/login',
  'POST /api/v1/login/mfa',
  'POST /api/v1/login/mfa/enrol',
  'POST /api/v1/login/mfa/enrol/verify',
  'GET /api/v1/sso/:customerCode/options',
  'GET /api/v1/sso/:customerCode/start',
  'GET /api/v1/sso/:customerCode/callback',
  'GET /api/v1/sso/:customerCode/applicant/start',
  'GET /api/v1/sso/:customerCode/applicant/callback',
  'POST /api/v1/sso/exchange',
  'POST /api/v1/login/sut/authenticate',
  'POST /api/v1/recruiter-tab/launches/exchange',
  'GET /api/v1/auth/singleuse',
  'GET /api/v1/health/identity',
]);

// Platform routes with their own rules (signed URLs, the embedded mailbox, OpenAPI, probes and metrics: decision 0047) are not identity's.
const NOT_OURS = /^\/(api\/docs|_mailbox|api\/v1\/files|api\/v1\/realtime|hub|metrics|health\/)/;

describe('route table', () => {
  it('answers 401 without a session on every identity route except the public list', async () => {
    const routes = registeredRoutes(f.t.app).filter((r) => !NOT_OURS.test(r.url) && r.method !== 'OPTIONS');
    const seen: string[] = [];
    for (const r of routes) {
      const key = `${r.method} ${r.url}`;
      seen.push(key);
      const res = await f.call(r.method, r.url.replace(/:(\w+)/g, 'x'), r.method === 'GET' ? {} : { body: {} });
      if (PUBLIC.has(key)) {
        expect({ key, status: res.status }).not.toEqual({ key, status: 401 });
      } else {
        expect({ key, status: res.status, messageKey: res.body?.messageKey }).toEqual({ key, status: 401, messageKey: 'unauthorized' });
      }
    }
    expect(seen).toEqual(expect.arrayContaining([...PUBLIC, 'POST /api/v1/logout', 'POST /api/v1/login/sut']));
  });
});
