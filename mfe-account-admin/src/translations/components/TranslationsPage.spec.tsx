/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi, renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { TranslationsPage } from './TranslationsPage';

const requests = serveFakeAccountAdminApi('admin/translations');
const ROWS = [
  { key: 'nav_users', english: 'Users', product: 'Usuarios', override: null },
  { key: 'welcome', english: 'Welcome', product: null, override: null },
];

function server(saveStatus: number) {
  fakeApi.handle = (req, res) => {
    const [path, query = ''] = req.url.split('?');
    if (req.method === 'GET' && path === '/api/v1/translations/catalog') {
      const params = new URLSearchParams(query);
      const rows = ROWS.filter((r) => params.get('missing') !== 'true' || r.product === null).filter((r) => r.key.includes(params.get('search') ?? ''));
      sendJson(res, 200, { language: params.get('language'), total: rows.length, page: 1, page_size: 25, rows });
    } else if (req.method === 'POST' && path === '/api/v1/translations') {
      if (saveStatus === 200) {
        sendJson(res, 200, { saved: 1, revision: 'abc' });
      } else {
        sendJson(res, 403, { statusCode: 403, error: 'Forbidden', messageKey: 'permission_denied', details: {} });
      }
    } else {
      return false;
    }
    return true;
  };
}

describe('TranslationsPage', () => {
  it('shows English beside Spanish, filters missing and searches, saves one override', async () => {
    resetFakeApi([PERMISSIONS.ACCOUNT_READ, PERMISSIONS.ACCOUNT_MANAGE]);
    server(200);
    const user = userEvent.setup();
    renderAdminPage('admin/translations', <TranslationsPage />);
    const row = (await screen.findByText('nav_users')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Users')).toBeInTheDocument();
    expect(within(row).getByText('Usuarios')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Missing in Español' }));
    await waitFor(() => expect(screen.queryByText('nav_users')).not.toBeInTheDocument());
    expect(screen.getByText('welcome')).toBeInTheDocument();
    expect(requests().some((r) => r.url.includes('missing=true'))).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Missing in Español' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search keys and texts' }), 'nav');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('welcome')).not.toBeInTheDocument());

    const form = screen.getByRole('form', { name: 'Override for nav_users' });
    await user.type(within(form).getByRole('textbox'), 'Personal');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved.');
    expect(JSON.parse(requests().find((r) => r.method === 'POST')?.body ?? '{}')).toEqual({ language: 'es', key: 'nav_users', value: 'Personal' });
  });

  it('a refused save keeps the typed text and shows why', async () => {
    resetFakeApi([PERMISSIONS.ACCOUNT_READ, PERMISSIONS.ACCOUNT_MANAGE]);
    server(403);
    const user = userEvent.setup();
    renderAdminPage('admin/translations', <TranslationsPage />);
    const form = await screen.findByRole('form', { name: 'Override for welcome' });
    await user.type(within(form).getByRole('textbox'), 'Hola');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You do not have permission to do this.');
    expect(within(form).getByRole('textbox')).toHaveValue('Hola');
  });

  it('read-only without account.manage', async () => {
    resetFakeApi([PERMISSIONS.ACCOUNT_READ]);
    server(200);
    renderAdminPage('admin/translations', <TranslationsPage />);
    expect(await screen.findByText('nav_users')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Override for nav_users' })).not.toBeInTheDocument();
  });
});
