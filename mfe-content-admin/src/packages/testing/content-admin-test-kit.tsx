// Test-only: a real HTTP server standing in for the content-admin API, and a render with the shell's providers.
import type { ReactElement } from 'react';
import type http from 'node:http';
import { configure, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Permission, StaffAccessDto } from '@attest/contracts';
import { createAppStore, ModalProvider, ROUTER_FUTURE, setStaffSession, ToastProvider } from '@attest/shared-ui';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer, type RecordedRequest } from '@attest/shared-ui/testing/local-server';

export interface FakeContentApi {
  permissions: Permission[];
  /** Answers a request first; return true when it did. */
  handle?: (req: RecordedRequest, res: http.ServerResponse) => boolean;
}

export const fakeContentApi: FakeContentApi = { permissions: [] };

const me = (): StaffAccessDto => ({
  user_id: 1, customer_id: 3, full_name: 'Admin', email: 'admin@example.com', permissions: fakeContentApi.permissions, location_ids: null, mfa_enabled: false,
});

/** The fake API for the whole spec file with the document at `/acme/hq/<path>`; returns the requests of the current test. */
export function serveFakeContentApi(path: string): () => RecordedRequest[] {
  jest.setTimeout(30_000);
  configure({ asyncUtilTimeout: 5_000 });
  let server: LocalServer;
  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      if (fakeContentApi.handle?.(req, res)) {
        return;
      }
      const p = req.url.split('?')[0];
      if (req.method === 'GET' && p === '/api/v1/users/me') {
        sendJson(res, 200, me());
      } else if (req.method === 'GET' && p === '/api/v1/customerContext/acme') {
        sendJson(res, 200, { customer_id: 3, customer_code: 'acme', name: 'Acme', locations: [{ location_id: 10, location_code: 'hq', name: 'Head office' }, { location_id: 11, location_code: 'west', name: 'West' }] });
      } else {
        sendJson(res, 404, { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} });
      }
    });
    setDocumentUrl(`${server.origin}/acme/hq/${path}`);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    window.sessionStorage.clear();
    setStaffSession({ access_token: 'staff-token', user_id: 1, customer_id: 3, customer_code: 'acme' });
  });
  return () => server.requests;
}

export function renderContentPage(path: string, element: ReactElement) {
  return render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <ModalProvider>
          <MemoryRouter initialEntries={[`/acme/hq/${path}`]} future={ROUTER_FUTURE}>
            <Routes>
              <Route path={`:customerCode/:locationCode/${path}`} element={element} />
            </Routes>
          </MemoryRouter>
        </ModalProvider>
      </ToastProvider>
    </Provider>,
  );
}
