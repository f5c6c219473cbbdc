/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { i18n, logout } from '@attest/shared-ui';
import {
  sendJson,
  setDocumentUrl,
  startLocalServer,
  type LocalServer,
} from '@attest/shared-ui/testing/local-server';
import { AppRoutes } from '../routing/AppRoutes';
import { ROUTER_FUTURE } from '../routing/router-future';

const acme = {
  customer_id: 1,
  customer_code: 'acme',
  name: 'Acme Staffing',
  locations: [
    { location_id: 1, location_code: 'hq', name: 'Headquarters' },
    { location_id: 2, location_code: 'west', name: 'West office' },
  ],
};

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (req.url === '/api/v1/customerContext/acme') {
      sendJson(res, 200, acme);
    } else if (req.url === '/api/v1/languages/acme/hq') {
      sendJson(res, 200, [
        { language_id: 1, code: 'en', name: 'English', is_default: false },
        { language_id: 2, code: 'es', name: 'Español', is_default: true },
      ]);
    } else if (req.url.startsWith('/api/v1/customerContext/acme/translations?lang=es')) {
      sendJson(res, 200, { sign_in: 'Iniciar sesión', email: 'Correo electrónico' });
    } else if (req.url.startsWith('/api/v1/customerContext/acme/translations')) {
      sendJson(res, 200, {});
    } else if (req.url === '/api/v1/applicants/login') {
      sendJson(res, 401, {
        statusCode: 401,
        error: 'Unauthorized',
        messageKey: 'invalid_credentials',
        details: {},
      });
    } else {
      sendJson(res, 404, {
        statusCode: 404,
        error: 'Not Found',
        messageKey: 'customer_not_found',
        details: {},
      });
    }
  });
  setDocumentUrl(`${server.origin}/`);
});
afterAll(() => server.close());
beforeEach(async () => {
  logout();
  window.sessionStorage.clear();
  server.requests.length = 0;
  await i18n.changeLanguage('en');
});

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]} future={ROUTER_FUTURE}>
      <AppRoutes load={() => Promise.reject(new Error('no remotes in this test'))} />
      <CurrentUrl />
    </MemoryRouter>,
  );
}

describe('the sign-in page on its own (first load)', () => {
  it('shows the form in the customer default language, with its header, without starting the portal', async () => {
    renderAt('/acme/hq/login');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acme Staffing' })).toHaveAttribute('href', '/acme/hq/login');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('hq');
    const urls = server.requests.map((r) => r.url);
    // The portal (store, remotes manifest, staff access) is not loaded for the sign-in page.
    expect(urls).not.toContain('/remotes.manifest.json');
    expect(urls.filter((u) => u === '/api/v1/customerContext/acme')).toHaveLength(1);
  });

  it('shows the server answer of a failed sign-in', async () => {
    renderAt('/acme/hq/login');
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    await userEvent.type(screen.getByLabelText(/Correo electrónico/), 'ann@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is not correct.');
    expect(screen.getByTestId('url')).toHaveTextContent('/acme/hq/login');
  });

  it('sends an unknown customer to the portal no-customer page', async () => {
    renderAt('/nope/hq/login');
    expect(await screen.findByRole('heading', { name: 'Portal not found' })).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/nope/hq/no-customer');
  });
});
