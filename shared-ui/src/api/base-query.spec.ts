/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { setApplicantSession, setStaffSession, getSession } from '../session/session';
import { startLocalServer, sendJson, setDocumentUrl, closedPort, type LocalServer } from '../testing/local-server';
import { api } from './api';
import { apiFetch } from './api-fetch';
import type { ApiError } from './api-error';
import { commonApi } from './common-endpoints';
import { createAppStore } from './store';

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveThing: build.mutation<{ ok: boolean }, { id: number }>({
      query: (body) => ({ url: '/api/v2/things', method: 'PUT', body }),
    }),
    failing: build.query<unknown, number>({ query: (status) => `/fail/${status}` }),
  }),
});

describe('base query against a real HTTP server', () => {
  let server: LocalServer;

  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      if (req.url.startsWith('/fail/')) {
        const status = Number(req.url.slice('/fail/'.length));
        sendJson(res, status, { statusCode: status, error: 'Nope', messageKey: 'unauthorized', details: {} });
      } else if (req.url === '/api/v1/customerContext/acme') {
        sendJson(res, 200, { customer_id: 7, customer_code: 'acme', name: 'Acme', locations: [] });
      } else {
        sendJson(res, 200, { ok: true });
      }
    });
    setDocumentUrl(`${server.origin}/acme/hq/my-profile?x=1`);
  });

  afterAll(() => server.close());

  beforeEach(() => {
    window.sessionStorage.clear();
    server.requests.length = 0;
  });

  it('sends the applicant token, party, customer id and Accept on a GET', async () => {
    setApplicantSession({ access_token: 'tok-a', applicant_id: 42, customer_id: 7, customer_code: 'acme' });
    const store = createAppStore();
    const result = await store.dispatch(commonApi.endpoints.getCustomerContext.initiate('acme'));
    expect(result.data).toEqual({ customer_id: 7, customer_code: 'acme', name: 'Acme', locations: [] });
    const [req] = server.requests;
    expect(req.method).toBe('GET');
    expect(req.headers.authorization).toBe('Basic tok-a');
    expect(req.headers['x-requested-by-party']).toBe('applicant');
    expect(req.headers['x-request-customer-id']).toBe('7');
    expect(req.headers.accept).toBe('application/json');
    expect(req.headers.referrer_url).toBeUndefined();
  });

  it('sends REFERRER_URL with the page URL on a PUT, and the staff party', async () => {
    setStaffSession({ access_token: 'tok-u', user_id: 3, customer_id: 9, customer_code: 'acme' });
    const store = createAppStore();
    const result = await store.dispatch(testApi.endpoints.saveThing.initiate({ id: 1 }));
    expect(result).toEqual({ data: { ok: true } });
    const [req] = server.requests;
    expect(req.method).toBe('PUT');
    expect(req.headers.referrer_url).toBe(`${server.origin}/acme/hq/my-profile?x=1`);
    expect(req.headers['x-requested-by-party']).toBe('user');
    expect(req.headers['x-request-customer-id']).toBe('9');
    expect(JSON.parse(req.body)).toEqual({ id: 1 });
  });

  it('sends no Authorization or customer header without a session', async () => {
    const store = createAppStore();
    await store.dispatch(commonApi.endpoints.getCustomerContext.initiate('acme'));
    const [req] = server.requests;
    expect(req.headers.authorization).toBeUndefined();
    expect(req.headers['x-request-customer-id']).toBeUndefined();
  });

  it('normalises an HTTP error to the data plus httpStatusCode and clears the token on 401', async () => {
    setApplicantSession({ access_token: 'tok-a', applicant_id: 42, customer_id: 7, customer_code: 'acme' });
    const store = createAppStore();
    const result = await store.dispatch(testApi.endpoints.failing.initiate(401));
    expect(result.error).toEqual({ statusCode: 401, error: 'Nope', messageKey: 'unauthorized', details: {}, httpStatusCode: 401 });
    expect(getSession().accessToken).toBeNull();
    expect(getSession().applicantId).toBe('42');
  });

  it('keeps the token on other failures', async () => {
    setApplicantSession({ access_token: 'tok-a', applicant_id: 42, customer_id: 7, customer_code: 'acme' });
    const store = createAppStore();
    const result = await store.dispatch(testApi.endpoints.failing.initiate(403));
    expect((result.error as ApiError).httpStatusCode).toBe(403);
    expect(getSession().accessToken).toBe('tok-a');
  });

  it('apiFetch uses the same headers and rejects with the same shape', async () => {
    setApplicantSession({ access_token: 'tok-a', applicant_id: 42, customer_id: 7, customer_code: 'acme' });
    await expect(apiFetch('/api/v1/realtime/subscriptions/e1', { method: 'POST', body: { value: 'sock' } })).resolves.toEqual({ ok: true });
    const [req] = server.requests;
    expect(req.headers).toMatchObject({
      authorization: 'Basic tok-a',
      'x-requested-by-party': 'applicant',
      'x-request-customer-id': '7',
      accept: 'application/json',
      'content-type': 'application/json',
    });
    expect(JSON.parse(req.body)).toEqual({ value: 'sock' });
    await expect(apiFetch('/fail/404')).rejects.toMatchObject({ httpStatusCode: 404, messageKey: 'unauthorized' });
  });

  it('turns a network failure into httpStatusCode -1 / network_error', async () => {
    const port = await closedPort();
    const store = createAppStore();
    const failing = api.injectEndpoints({
      endpoints: (build) => ({ down: build.query<unknown, void>({ query: () => `http://127.0.0.1:${port}/x` }) }),
    });
    const result = await store.dispatch(failing.endpoints.down.initiate());
    expect(result.error).toMatchObject({ httpStatusCode: -1, messageKey: 'network_error' });
    await expect(apiFetch(`http://127.0.0.1:${port}/x`)).rejects.toMatchObject({ httpStatusCode: -1, messageKey: 'network_error' });
  });
});
