/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer } from '@attest/shared-ui/testing/local-server';
import { PortalContext } from '../../portal/PortalContext';
import { ROUTER_FUTURE } from '../../routing/router-future';
import { ConfirmationPage } from './ConfirmationPage';

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const token = req.method === 'POST' && req.url === '/api/v1/applicants/confirm' ? (JSON.parse(req.body) as { token: string }).token : null;
    if (token === 'good') {
      sendJson(res, 200, { verified: true });
    } else {
      sendJson(res, 400, { statusCode: 400, error: 'Bad Request', messageKey: 'token_invalid_or_expired' });
    }
  });
  setDocumentUrl(`${server.origin}/acme/hq/confirmation`);
});
afterAll(() => server.close());

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]} future={ROUTER_FUTURE}>
      <PortalContext.Provider value={{ customerCode: 'acme', locationCode: 'hq', customer: null }}>
        <Routes>
          <Route path=":customerCode/:locationCode/confirmation" element={<ConfirmationPage />} />
        </Routes>
      </PortalContext.Provider>
    </MemoryRouter>,
  );
}

describe('ConfirmationPage (the registration email link)', () => {
  it('confirms the token once and offers sign-in', async () => {
    renderAt('/acme/hq/confirmation?token=good');
    expect(await screen.findByText('Your email is confirmed. You can sign in now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/acme/hq/login');
    expect(server.requests.filter((r) => r.url === '/api/v1/applicants/confirm')).toHaveLength(1);
  });

  it('shows a failure for a used or expired token', async () => {
    renderAt('/acme/hq/confirmation?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid or has expired.');
    expect(screen.queryByText('Your email is confirmed. You can sign in now.')).not.toBeInTheDocument();
  });
});
