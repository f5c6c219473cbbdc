/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createAppStore, logout } from '@attest/shared-ui';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer } from '@attest/shared-ui/testing/local-server';
import { AppRoutes } from './AppRoutes';
import { ROUTER_FUTURE } from './router-future';

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}

const acme = {
  customer_id: 1,
  customer_code: 'acme',
  name: 'Acme Staffing',
  locations: [
    { location_id: 1, location_code: 'hq', name: 'Headquarters' },
    { location_id: 2, location_code: 'west', name: 'West office' },
  ],
};

function renderApp(url: string) {
  render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[url]} future={ROUTER_FUTURE}>
        <AppRoutes load={() => Promise.reject(new Error('no remotes in this test'))} />
        <CurrentUrl />
      </MemoryRouter>
    </Provider>,
  );
}

/** The first render loads the login or full area lazily (decision 0014): on a busy 2-core CI box that takes more than a second. */
const LAZY_AREA_MS = 15_000;

describe('customer resolution (GET /api/v1/customerContext/{code} on a real HTTP server)', () => {
  let server: LocalServer;

  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      if (req.url === '/api/v1/customerContext/acme') {
        sendJson(res, 200, acme);
      } else {
        sendJson(res, 404, { statusCode: 404, error: 'Not Found', messageKey: 'customer_not_found', details: {} });
      }
    });
    setDocumentUrl(`${server.origin}/`);
  });

  afterAll(() => server.close());
  beforeEach(() => {
    logout();
    window.sessionStorage.clear();
  });

  it('sends an unknown customer to /{c}/{l}/no-customer', async () => {
    renderApp('/nope/hq/login');
    expect(await screen.findByRole('heading', { name: 'Portal not found' }, { timeout: LAZY_AREA_MS })).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/nope/hq/no-customer');
    expect(server.requests.some((r) => r.url === '/api/v1/customerContext/nope')).toBe(true);
  });

  it('sends an unknown location to hq and shows the customer with its location switcher', async () => {
    renderApp('/acme/mars/login');
    // The redirect to hq replaces the first page: wait for it before looking at the page (no detached heading).
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/acme/hq/login'), { timeout: LAZY_AREA_MS });
    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: LAZY_AREA_MS })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('hq');
  });

  it('sends /{customerCode} to /{customerCode}/hq/ and, without a session, on to login', async () => {
    renderApp('/acme');
    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: LAZY_AREA_MS })).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/acme/hq/login?returnTo=%2Facme%2Fhq%2F');
  });

  it('shows a no-customer page at / without a session', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Portal not found' }, { timeout: LAZY_AREA_MS })).toBeInTheDocument();
  });
});
