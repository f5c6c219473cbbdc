/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { getSession, logout } from '@attest/shared-ui';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer } from '@attest/shared-ui/testing/local-server';
import { PortalContext } from '../../portal/PortalContext';
import { ROUTER_FUTURE } from '../../routing/router-future';
import { ActivatePage } from './ActivatePage';

const SESSION = {
  access_token: 'fresh-token',
  party: 'applicant',
  applicant_id: 77,
  customer_id: 3,
  customer_code: 'acme',
  location_code: 'west',
  expires_at: '2030-01-01T00:00:00.000Z',
};

// Typing whole forms on a shared 2-core machine: generous limits, asserting outcomes, never time.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

let server: LocalServer;
let answer: { status: number; body: unknown } = { status: 200, body: SESSION };

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (req.method === 'POST' && req.url === '/api/v1/applicants/activate') {
      sendJson(res, answer.status, answer.body);
    } else {
      sendJson(res, 404, { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} });
    }
  });
  setDocumentUrl(`${server.origin}/acme/west/activate`);
});
afterAll(() => server.close());
beforeEach(() => {
  logout();
  window.sessionStorage.clear();
  server.requests.length = 0;
  answer = { status: 200, body: SESSION };
});

function Url() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname}</output>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]} future={ROUTER_FUTURE}>
      <PortalContext.Provider value={{ customerCode: 'acme', locationCode: 'west', customer: null }}>
        <Routes>
          <Route path=":customerCode/:locationCode/activate" element={<ActivatePage />} />
          <Route path=":customerCode/:locationCode/prelim-info" element={<h1>Prelim info</h1>} />
        </Routes>
        <Url />
      </PortalContext.Provider>
    </MemoryRouter>,
  );
}

const password = () => screen.getByLabelText(/^Create password/);
const confirm = () => screen.getByLabelText(/^Confirm password/);
const activate = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Activate account' }));

describe('ActivatePage', () => {
  it('creates the password, stores the session like login and goes to prelim-info', async () => {
    const user = userEvent.setup();
    renderAt('/acme/west/activate?token=tok_123');
    await user.type(password(), 'Strong-pass-9');
    await user.type(confirm(), 'Strong-pass-9');
    await activate(user);
    expect(await screen.findByRole('heading', { name: 'Prelim info' })).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/acme/west/prelim-info');
    expect(JSON.parse(server.requests[0].body)).toEqual({ token: 'tok_123', password: 'Strong-pass-9' });
    expect(getSession()).toMatchObject({
      accessToken: 'fresh-token',
      party: 'applicant',
      applicantId: '77',
      customerId: '3',
      customerCode: 'acme',
      locationCode: 'west',
      userId: null,
    });
  });

  it('checks the password policy and the confirmation before sending', async () => {
    const user = userEvent.setup();
    renderAt('/acme/west/activate?token=tok_123');
    await activate(user);
    expect(password()).toHaveAccessibleName(/Required Field/);
    await user.type(password(), 'short');
    expect(password()).toHaveAccessibleName(/At least 8 characters/);
    await user.clear(password());
    await user.type(password(), 'lettersonly');
    expect(password()).toHaveAccessibleName(/one letter and one digit/);
    await user.clear(password());
    await user.type(password(), 'Strong-pass-9');
    await user.type(confirm(), 'Strong-pass-8');
    await activate(user);
    expect(confirm()).toHaveAccessibleName(/The passwords do not match/);
    expect(server.requests).toHaveLength(0);
  });

  it('shows an expired or used link and keeps what was typed', async () => {
    answer = { status: 400, body: { statusCode: 400, error: 'Bad Request', messageKey: 'token_invalid_or_expired' } };
    const user = userEvent.setup();
    renderAt('/acme/west/activate?token=old');
    await user.type(password(), 'Strong-pass-9');
    await user.type(confirm(), 'Strong-pass-9');
    await activate(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid or has expired. Please ask for a new one.');
    expect(password()).toHaveValue('Strong-pass-9');
    expect(screen.getByTestId('url')).toHaveTextContent('/acme/west/activate');
    expect(getSession().accessToken).toBeNull();
  });

  it('shows the server\'s password error on the field', async () => {
    answer = {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', messageKey: 'validation_failed', details: { fields: { password: 'password_too_long' } } },
    };
    const user = userEvent.setup();
    renderAt('/acme/west/activate?token=tok');
    await user.type(password(), 'Strong-pass-9');
    await user.type(confirm(), 'Strong-pass-9');
    await activate(user);
    expect(await screen.findByLabelText(/At most 128 characters/)).toBe(password());
  });

  it('without a token says the link is not valid', () => {
    renderAt('/acme/west/activate');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(screen.queryByRole('button', { name: 'Activate account' })).not.toBeInTheDocument();
  });
});
