/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIGURATION_CATALOG, PERMISSIONS } from '@attest/contracts';
import { allowedNavEntries, navEntriesOf } from '@attest/shared-ui';
import { renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { remoteRoutes } from '../../routes';
import { serveSettings, type FakeSettingsServer } from '../testing/settings-fake-api';
import { SettingsPage } from './SettingsPage';

const ADMIN = [PERMISSIONS.ACCOUNT_READ, PERMISSIONS.ACCOUNT_MANAGE];
const requests = serveFakeAccountAdminApi('admin/settings');
const puts = () => requests().filter((r) => r.method === 'PUT');

function fakeServer(permissions = ADMIN, overrides: Partial<FakeSettingsServer> = {}): FakeSettingsServer {
  resetFakeApi(permissions);
  return serveSettings({ values: { num_work_history_required: '2' }, ...overrides });
}

const renderPage = () => renderAdminPage('admin/settings', <SettingsPage />);
const row = async (key: string) => (await screen.findByText(key, { selector: 'code' })).closest('li') as HTMLElement;

describe('SettingsPage', () => {
  it('lists every catalogued key grouped by area, with its description, type, default, current value and reserved mark', async () => {
    fakeServer();
    renderPage();
    const phones = await row('disable_international_phone_numbers');
    expect(screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-key'))).toHaveLength(CONFIGURATION_CATALOG.length);
    for (const area of ['Application and profile', 'I-9 and verification', 'Documents and tasks', 'Talent platform', 'Integrations', 'Sign-in and security']) {
      expect(screen.getByRole('heading', { name: area })).toBeInTheDocument();
    }
    expect(within(screen.getByRole('region', { name: 'Application and profile' })).getByText('disable_international_phone_numbers')).toBeInTheDocument();
    expect(within(phones).getByText('Phone fields accept United States numbers only (a +44 number is refused).')).toBeInTheDocument();
    expect(within(phones).getByText('On or off')).toBeInTheDocument();
    expect(within(phones).getByText('Not set (the default applies)')).toBeInTheDocument();
    const history = await row('num_work_history_required');
    expect(within(history).getByTestId('current-value')).toHaveTextContent('2');
    expect(within(history).getByText('Number (0–20)')).toBeInTheDocument();
    expect(within(await row('talent_platform_max_task_count')).getByText('Reserved: nothing reads it yet')).toBeInTheDocument();
    expect(within(await row('staff_sso_client_secret')).queryByRole('form')).toBeNull();
  });

  it('turns on disable_international_phone_numbers with its own Save, and shows the saved value', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderPage();
    const phones = await row('disable_international_phone_numbers');
    await user.selectOptions(within(phones).getByLabelText('New value'), 'On');
    await user.click(within(phones).getByRole('button', { name: 'Save' }));
    expect(await within(phones).findByText('Saved.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(within(phones).getByTestId('current-value')).toHaveTextContent('On'));
    expect(puts().map((r) => [r.url, JSON.parse(r.body) as unknown])).toEqual([['/api/v1/configurations/disable_international_phone_numbers', { value: 'true' }]]);
    expect(server.values.disable_international_phone_numbers).toBe('true');
  });

  it('keeps the value when a save is refused, and says why', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderPage();
    const days = await row('second_signer_link_days');
    const input = within(days).getByLabelText('New value');
    await user.clear(input);
    await user.type(input, '90');
    await user.click(within(days).getByRole('button', { name: 'Save' }));
    expect(await within(days).findByRole('alert')).toHaveTextContent('The number is outside the allowed range.');
    expect(within(days).getByTestId('current-value')).toHaveTextContent('Not set (the default applies)');
    expect(input).toHaveValue(90);
    expect(server.values).not.toHaveProperty('second_signer_link_days');
    expect(within(days).queryByText('Saved.')).toBeNull();
  });

  it('keeps the value when the server refuses the user (403)', async () => {
    const server = fakeServer(ADMIN, { refuseSaves: { status: 403, body: { statusCode: 403, error: 'Forbidden', messageKey: 'permission_denied', details: {} } } });
    const user = userEvent.setup();
    renderPage();
    const history = await row('num_work_history_required');
    const input = within(history).getByLabelText('New value');
    await user.clear(input);
    await user.type(input, '4');
    await user.click(within(history).getByRole('button', { name: 'Save' }));
    expect(await within(history).findByRole('alert')).toHaveTextContent('You do not have permission to do this.');
    expect(within(history).getByTestId('current-value')).toHaveTextContent('2');
    expect(server.values.num_work_history_required).toBe('2');
  });

  it('shows a read-only user the settings without editors, and finds a key by name or description', async () => {
    fakeServer([PERMISSIONS.ACCOUNT_READ]);
    const user = userEvent.setup();
    renderPage();
    await row('enable_everify');
    expect(screen.queryAllByRole('button', { name: 'Save' })).toHaveLength(0);
    await user.type(screen.getByLabelText('Find a setting'), 'plus forty-four');
    expect(await screen.findByText('No setting matches.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Find a setting'));
    await user.type(screen.getByLabelText('Find a setting'), '+44');
    await waitFor(() => expect(screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-key'))).toHaveLength(1));
  });

  it('has a navigation entry with the permission of its route', () => {
    const entries = allowedNavEntries(navEntriesOf([remoteRoutes]), (p) => p === PERMISSIONS.ACCOUNT_READ);
    expect(entries.map((e) => e.path)).toEqual(expect.arrayContaining(['admin/settings', 'admin/currency']));
    expect(remoteRoutes.routes.find((r) => r.path === 'admin/settings')?.permission).toBe(PERMISSIONS.ACCOUNT_READ);
  });
});
