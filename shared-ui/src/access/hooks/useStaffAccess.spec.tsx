/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { StaffAccessDto } from '@attest/contracts';
import { api } from '../../api/api';
import { createAppStore, type AppStore } from '../../api/store';
import { logout, setApplicantSession, setCustomerContext, setStaffSession } from '../../session/session';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer } from '../../testing/local-server';
import { staffAccess } from '../testing/staff-access-test-kit';
import { useCan, useStaffAccess } from './useStaffAccess';

/** What GET /api/v1/users/me answers, per X-Request-Customer-Id. */
const answers: Record<string, StaffAccessDto> = {};

function wrapperFor(store: AppStore) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };
}

describe('useCan / useStaffAccess against GET /api/v1/users/me on a real HTTP server', () => {
  let server: LocalServer;

  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      const answer = answers[String(req.headers['x-request-customer-id'])];
      if (req.url === '/api/v1/users/me' && answer) {
        // Slow enough to see the loading state.
        setTimeout(() => sendJson(res, 200, answer), 30);
      } else {
        sendJson(res, 500, { statusCode: 500, error: 'Boom', messageKey: 'server_error', details: {} });
      }
    });
    setDocumentUrl(`${server.origin}/acme/hq/admin/applicants`);
  });

  afterAll(() => server.close());

  beforeEach(() => {
    logout();
    window.sessionStorage.clear();
    server.requests.length = 0;
    answers['1'] = staffAccess(['applicants.read', 'applicants.export'], { customer_id: 1, full_name: 'Sam Staff' });
    answers['2'] = staffAccess(['i9.read'], { customer_id: 2, full_name: 'Sam Staff' });
  });

  it('is false while loading, then follows the answer; the request carries the staff headers', async () => {
    setStaffSession({ access_token: 'tok-u', user_id: 3, customer_id: 1, customer_code: 'acme' });
    const { result } = renderHook(() => ({ exportOk: useCan('applicants.export'), deleteOk: useCan('applicants.delete') }), {
      wrapper: wrapperFor(createAppStore()),
    });
    expect(result.current).toEqual({ exportOk: false, deleteOk: false });
    await waitFor(() => expect(result.current.exportOk).toBe(true));
    expect(result.current.deleteOk).toBe(false);
    const [req] = server.requests;
    expect(req.url).toBe('/api/v1/users/me');
    expect(req.headers['x-requested-by-party']).toBe('user');
    expect(req.headers['x-request-customer-id']).toBe('1');
  });

  it('is false for an applicant and asks nothing', async () => {
    setApplicantSession({ access_token: 'tok-a', applicant_id: 7, customer_id: 1, customer_code: 'acme' });
    const { result } = renderHook(() => useStaffAccess(), { wrapper: wrapperFor(createAppStore()) });
    expect(result.current.isStaff).toBe(false);
    expect(result.current.isLoading).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(result.current.access).toBeUndefined();
    expect(server.requests).toHaveLength(0);
  });

  it('asks again when the active customer changes and never shows the previous customer’s permissions', async () => {
    setStaffSession({ access_token: 'tok-u', user_id: 3, customer_id: 1, customer_code: 'acme' });
    const { result, rerender } = renderHook(() => ({ applicants: useCan('applicants.read'), i9: useCan('i9.read') }), {
      wrapper: wrapperFor(createAppStore()),
    });
    await waitFor(() => expect(result.current.applicants).toBe(true));

    setCustomerContext('globex', 'hq', 2);
    rerender();
    // The new customer's answer is not in yet: nothing is allowed meanwhile.
    expect(result.current).toEqual({ applicants: false, i9: false });
    await waitFor(() => expect(result.current.i9).toBe(true));
    expect(result.current.applicants).toBe(false);
    expect(server.requests.map((r) => r.headers['x-request-customer-id'])).toEqual(['1', '2']);
  });

  it('is asked again after a role change (tag invalidation) and after a reload (a new store)', async () => {
    setStaffSession({ access_token: 'tok-u', user_id: 3, customer_id: 1, customer_code: 'acme' });
    const store = createAppStore();
    const { result } = renderHook(() => useCan('i9.read'), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(result.current).toBe(false);

    answers['1'] = staffAccess(['i9.read'], { customer_id: 1 });
    act(() => {
      // What the users page's role mutations invalidate for this user.
      store.dispatch(api.util.invalidateTags([{ type: 'User', id: 3 }]));
    });
    await waitFor(() => expect(result.current).toBe(true));

    const reloaded = renderHook(() => useCan('i9.read'), { wrapper: wrapperFor(createAppStore()) });
    await waitFor(() => expect(reloaded.result.current).toBe(true));
    expect(server.requests).toHaveLength(3);
  });

  it('reports a failed answer as an error, and denies', async () => {
    setStaffSession({ access_token: 'tok-u', user_id: 3, customer_id: 9, customer_code: 'acme' });
    const { result } = renderHook(() => useStaffAccess(), { wrapper: wrapperFor(createAppStore()) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.access).toBeUndefined();
  });
});
