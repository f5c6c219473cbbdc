// Test-only: a real HTTP server answering the I-9 API, sessions, and a render with the shell's providers.
import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Permission, StaffAccessDto } from '@attest/contracts';
import {
  createAppStore,
  ModalProvider,
  ROUTER_FUTURE,
  setApplicantSession,
  setStaffSession,
  ToastProvider,
} from '@attest/shared-ui';
import {
  sendJson,
  setDocumentUrl,
  startLocalServer,
  type LocalServer,
  type RecordedRequest,
} from '@attest/shared-ui/testing/local-server';

export interface Answer {
  status?: number;
  body: unknown;
}

/** `METHOD /path` (no query) → answer; a function sees the request. Missing routes answer 404. */
export type Handlers = Record<string, Answer | ((req: RecordedRequest) => Answer)>;

export interface FakeI9Api {
  handlers: Handlers;
  requests: () => RecordedRequest[];
  /** Requests of one `METHOD /path`, bodies parsed. */
  calls: (key: string) => { url: string; body: unknown }[];
}

export const notFound: Answer = {
  status: 404,
  body: { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} },
};

export const apiError = (
  status: number,
  messageKey: string,
  details: Record<string, unknown> = {},
): Answer => ({
  status,
  body: { statusCode: status, error: 'Error', messageKey, details },
});

export const configAnswer = (flags: Record<string, string>): Answer => ({
  body: Object.entries(flags).map(([name, value]) => ({ name, value })),
});

const staffAccess = (permissions: Permission[]): StaffAccessDto => ({
  user_id: 1,
  customer_id: 3,
  full_name: 'Casey Compliance',
  email: 'casey@example.com',
  permissions,
  location_ids: null,
  mfa_enabled: false,
});

/**
 * The fake API for a whole spec file with the document at `/acme/hq/<path>`; before each test no handlers
 * (but an empty configuration list) and no recorded requests. Generous limits: a shared 2-core machine.
 */
export function serveFakeI9Api(path: string): FakeI9Api {
  jest.setTimeout(30_000);
  configure({ asyncUtilTimeout: 5_000 });
  const handlers: Handlers = {};
  let server: LocalServer;
  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      const handler = handlers[`${req.method} ${req.url.split('?')[0]}`];
      const answer = typeof handler === 'function' ? handler(req) : (handler ?? notFound);
      sendJson(res, answer.status ?? 200, answer.body);
    });
    setDocumentUrl(`${server.origin}/acme/hq/${path}`);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    for (const key of Object.keys(handlers)) {
      delete handlers[key];
    }
    handlers['GET /api/v1/configurations'] = { body: [] };
    window.sessionStorage.clear();
  });
  return {
    handlers,
    requests: () => server.requests,
    calls: (key) =>
      server.requests
        .filter((r) => `${r.method} ${r.url.split('?')[0]}` === key)
        .map((r) => ({ url: r.url, body: r.body ? (JSON.parse(r.body) as unknown) : null })),
  };
}

export function signInAsApplicant(): void {
  setApplicantSession({ access_token: 'tok-a', applicant_id: 42, customer_id: 3, customer_code: 'acme' });
}

/** A staff session whose GET /api/v1/users/me answers these permissions. */
export function signInAsStaff(api: FakeI9Api, permissions: Permission[]): void {
  setStaffSession({ access_token: 'tok-u', user_id: 1, customer_id: 3, customer_code: 'acme' });
  api.handlers['GET /api/v1/users/me'] = { body: staffAccess(permissions) };
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Renders the routes given at `/acme/hq/<path>` inside the store, toasts, dialogs and a router (like the shell). */
export function renderI9Page(path: string, routes: { path: string; element: ReactElement }[]) {
  return render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <ModalProvider>
          <MemoryRouter initialEntries={[`/acme/hq/${path}`]} future={ROUTER_FUTURE}>
            <Routes>
              {routes.map((r) => (
                <Route key={r.path} path={`:customerCode/:locationCode/${r.path}`} element={r.element} />
              ))}
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </ModalProvider>
      </ToastProvider>
    </Provider>,
  );
}
