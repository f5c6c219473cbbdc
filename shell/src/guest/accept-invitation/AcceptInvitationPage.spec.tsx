/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ROUTER_FUTURE, ToastProvider } from '@attest/shared-ui';
import {
  sendJson,
  setDocumentUrl,
  startLocalServer,
  type LocalServer,
} from '@attest/shared-ui/testing/local-server';
import { PortalContext } from '../../portal/PortalContext';
import { AcceptInvitationPage } from './AcceptInvitationPage';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

let server: LocalServer;
let answer: { status: number; body: unknown } = {
  status: 200,
  body: { email: 'new.staff@example.com', customer_code: 'acme' },
};

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (req.method === 'POST' && req.url === '/api/v1/users/accept-invitation') {
      sendJson(res, answer.status, answer.body);
    } else {
      sendJson(res, 404, { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} });
    }
  });
  setDocumentUrl(`${server.origin}/acme/west/accept-invitation`);
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  answer = { status: 200, body: { email: 'new.staff@example.com', customer_code: 'acme' } };
});

function Url() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}

function renderAt(url: string) {
  render(
    <ToastProvider>
      <MemoryRouter initialEntries={[url]} future={ROUTER_FUTURE}>
        <PortalContext.Provider value={{ customerCode: 'acme', locationCode: 'west', customer: null }}>
          <Routes>
            <Route path=":customerCode/:locationCode/accept-invitation" element={<AcceptInvitationPage />} />
            <Route path=":customerCode/:locationCode/login" element={<h1>Staff sign in</h1>} />
          </Routes>
          <Url />
        </PortalContext.Provider>
      </MemoryRouter>
    </ToastProvider>,
  );
}

const password = () => screen.getByLabelText(/^Create password/);
const confirm = () => screen.getByLabelText(/^Confirm password/);
const setPassword = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Set password' }));

describe('AcceptInvitationPage', () => {
  it('sets the password and sends the user to the staff sign-in page with a success message', async () => {
    const user = userEvent.setup();
    renderAt('/acme/west/accept-invitation?token=inv_123');
    expect(screen.getByRole('heading', { name: 'Set up your staff account' })).toBeInTheDocument();
    await user.type(password(), 'Strong-pass-9');
    await user.type(confirm(), 'Strong-pass-9');
    await setPassword(user);
    expect(await screen.findByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/acme/west/login?as=staff');
    expect(screen.getByText('Your password is set. Sign in with new.staff@example.com.')).toBeInTheDocument();
    expect(JSON.parse(server.requests[0].body)).toEqual({ token: 'inv_123', password: 'Strong-pass-9' });
  });

  it('checks the password policy and the confirmation before sending', async () => {
    const user = userEvent.setup();
    renderAt('/acme/west/accept-invitation?token=inv_123');
    await setPassword(user);
    expect(password()).toHaveAccessibleName(/Required Field/);
    await user.type(password(), 'lettersonly');
    expect(password()).toHaveAccessibleName(/one letter and one digit/);
    await user.clear(password());
    await user.type(password(), 'Strong-pass-9');
    await user.type(confirm(), 'Strong-pass-8');
    await setPassword(user);
    expect(confirm()).toHaveAccessibleName(/The passwords do not match/);
    expect(server.requests).toHaveLength(0);
  });

  it('shows an expired or used invitation and keeps what was typed', async () => {
    answer = {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', messageKey: 'token_invalid_or_expired', details: {} },
    };
    const user = userEvent.setup();
    renderAt('/acme/west/accept-invitation?token=old');
    await user.type(password(), 'Strong-pass-9');
    await user.type(confirm(), 'Strong-pass-9');
    await setPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid or has expired. Please ask for a new one.',
    );
    expect(password()).toHaveValue('Strong-pass-9');
    expect(screen.getByTestId('url')).toHaveTextContent('/acme/west/accept-invitation');
  });

  it('without a token says the link is not valid', () => {
    renderAt('/acme/west/accept-invitation');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(screen.queryByRole('button', { name: 'Set password' })).not.toBeInTheDocument();
  });
});
