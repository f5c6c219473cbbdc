// Test-only: renders the talent remote's routes against a real local HTTP server (jsdom-fetch environment).
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import { TERMS_OF_SERVICE_TEXT_KEY, TERMS_OF_SERVICE_VERSION, type TermsOfServiceStatus } from '@attest/contracts';
import { createAppStore, ROUTER_FUTURE, setApplicantSession, ToastProvider, type AppStore } from '@attest/shared-ui';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer, type RecordedRequest } from '@attest/shared-ui/testing/local-server';

export interface Answer {
  status?: number;
  body: unknown;
  contentType?: string;
}

/** `METHOD /path` (no query) → answer; a function sees the request. Missing routes answer 404. */
export type Handlers = Record<string, Answer | ((req: RecordedRequest) => Answer)>;

export interface FakeApi {
  server: LocalServer;
  handlers: Handlers;
  /** Requests of one `METHOD /path`, with their query strings. */
  calls: (key: string) => { url: string; body: unknown }[];
  close: () => Promise<void>;
}

const ACCEPTED_TERMS: TermsOfServiceStatus = {
  applicant_id: 42, accepted: true, accepted_at: '2026-11-01T09:00:00.000Z', version: TERMS_OF_SERVICE_VERSION, current_version: TERMS_OF_SERVICE_VERSION,
  accepted_current: true, text_key: TERMS_OF_SERVICE_TEXT_KEY, can_accept: true,
};

const notFound: Answer = { status: 404, body: { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} } };

export async function startFakeApi(): Promise<FakeApi> {
  const handlers: Handlers = {};
  const server = await startLocalServer((req, res) => {
    const key = `${req.method} ${req.url.split('?')[0]}`;
    const handler = handlers[key];
    const answer = typeof handler === 'function' ? handler(req) : (handler ?? notFound);
    if (answer.contentType) {
      res.writeHead(answer.status ?? 200, { 'Content-Type': answer.contentType });
      res.end(String(answer.body));
      return;
    }
    sendJson(res, answer.status ?? 200, answer.body);
  });
  setDocumentUrl(`${server.origin}/acme/hq/jobs`);
  return {
    server,
    handlers,
    calls: (key) =>
      server.requests
        .filter((r) => `${r.method} ${r.url.split('?')[0]}` === key)
        .map((r) => ({ url: r.url, body: r.body ? (JSON.parse(r.body) as unknown) : null })),
    close: () => server.close(),
  };
}

/** Clears recorded requests and handlers, installs these, and signs in applicant 42 of acme. */
export function resetFakeApi(api: FakeApi, handlers: Handlers): void {
  api.server.requests.length = 0;
  for (const key of Object.keys(api.handlers)) {
    delete api.handlers[key];
  }
  // Signed-in pages sit behind the terms gate (decision 0025): applicant 42 accepted the version in force.
  Object.assign(api.handlers, { 'GET /api/v1/applicants/42/TOS': { body: ACCEPTED_TERMS } }, handlers);
  window.sessionStorage.clear();
  setApplicantSession({ access_token: 'tok-a', applicant_id: 42, customer_id: 7, customer_code: 'acme' });
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders the routes under /:customerCode/:locationCode/ at `url`, with a fresh store and toasts. */
export function renderTalent(url: string, routes: { path: string; element: ReactElement }[], extra?: ReactElement, store: AppStore = createAppStore()) {
  return render(
    <Provider store={store}>
      <ToastProvider>
        <MemoryRouter initialEntries={[url]} future={ROUTER_FUTURE}>
          {extra}
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
