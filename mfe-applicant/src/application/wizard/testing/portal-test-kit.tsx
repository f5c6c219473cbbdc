// Test-only: renders the applicant remote's routes against a real local HTTP server (jsdom-fetch environment).
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import { TERMS_OF_SERVICE_TEXT_KEY, TERMS_OF_SERVICE_VERSION } from '@attest/contracts';
import { createAppStore, ROUTER_FUTURE, setApplicantSession, ToastProvider } from '@attest/shared-ui';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer, type RecordedRequest } from '@attest/shared-ui/testing/local-server';

export interface Answer {
  status?: number;
  body: unknown;
}

/** `METHOD /path` (no query) → answer; a function sees the request. Missing routes answer 404. */
export type Handlers = Record<string, Answer | ((req: RecordedRequest) => Answer)>;

export interface FakeApi {
  server: LocalServer;
  handlers: Handlers;
  /** Requests of one `METHOD /path`, bodies parsed. */
  calls: (key: string) => { url: string; body: unknown; headers: RecordedRequest['headers'] }[];
  close: () => Promise<void>;
}

export const notFound: Answer = { status: 404, body: { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} } };

export async function startFakeApi(): Promise<FakeApi> {
  const handlers: Handlers = {};
  const server = await startLocalServer((req, res) => {
    const key = `${req.method} ${req.url.split('?')[0]}`;
    const handler = handlers[key];
    const answer = typeof handler === 'function' ? handler(req) : (handler ?? notFound);
    sendJson(res, answer.status ?? 200, answer.body);
  });
  setDocumentUrl(`${server.origin}/acme/hq/home`);
  return {
    server,
    handlers,
    calls: (key) =>
      server.requests
        .filter((r) => `${r.method} ${r.url.split('?')[0]}` === key)
        .map((r) => ({ url: r.url, body: r.body ? (JSON.parse(r.body) as unknown) : null, headers: r.headers })),
    close: () => server.close(),
  };
}

/** Applicant 42 has accepted the terms in force, so the routes' terms gate lets every page through (a test may override it). */
export const termsAccepted: Answer = {
  body: {
    applicant_id: 42, accepted: true, accepted_at: '2026-11-02T09:00:00.000Z', version: TERMS_OF_SERVICE_VERSION, current_version: TERMS_OF_SERVICE_VERSION,
    accepted_current: true, text_key: TERMS_OF_SERVICE_TEXT_KEY, can_accept: true,
  },
};

export function resetFakeApi(api: FakeApi, handlers: Handlers): void {
  api.server.requests.length = 0;
  for (const key of Object.keys(api.handlers)) {
    delete api.handlers[key];
  }
  Object.assign(api.handlers, { 'GET /api/v1/applicants/42/TOS': termsAccepted }, handlers);
  window.sessionStorage.clear();
  setApplicantSession({ access_token: 'tok-a', applicant_id: 42, customer_id: 7, customer_code: 'acme' });
}

export const configAnswer = (flags: Record<string, string>): Answer => ({
  body: Object.entries(flags).map(([name, value]) => ({ name, value })),
});

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Renders `element` (or the routes given) under /:customerCode/:locationCode/ at `url`, with store and toasts. */
export function renderPortal(url: string, routes: { path: string; element: ReactElement }[]) {
  return render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[url]} future={ROUTER_FUTURE}>
          <Routes>
            <Route
              path="/:customerCode/:locationCode/*"
              element={
                <Routes>
                  {routes.map((r) => (
                    <Route key={r.path} path={r.path} element={r.element} />
                  ))}
                </Routes>
              }
            />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ToastProvider>
    </Provider>,
  );
}

/** Renders one component with store and toasts (no routes needed). */
export function renderWithStore(ui: ReactElement) {
  return render(
    <Provider store={createAppStore()}>
      <ToastProvider>{ui}</ToastProvider>
    </Provider>,
  );
}
