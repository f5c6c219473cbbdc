/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@attest/contracts';
import { renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { serveCurrencies, type FakeCurrencyServer } from '../testing/currency-fake-api';
import { CurrencyUnitsPage } from './CurrencyUnitsPage';

serveFakeAccountAdminApi('admin/currency');

function fakeServer(permissions = [PERMISSIONS.ACCOUNT_READ, PERMISSIONS.ACCOUNT_MANAGE]): FakeCurrencyServer {
  resetFakeApi(permissions);
  return serveCurrencies({ units: [{ id: 1, code: 'USD', is_default: true }], nextId: 2 });
}

const renderPage = () => renderAdminPage('admin/currency', <CurrencyUnitsPage />);

describe('CurrencyUnitsPage', () => {
  it('lists the units with a money example, adds one as the default, makes another default and removes one', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Your currency units' });
    expect(await within(list).findByText(/\$1,234\.50/)).toBeInTheDocument();

    await user.selectOptions(await screen.findByRole('combobox', { name: /^Currency/ }), 'EUR');
    await user.click(screen.getByLabelText('Make it the default'));
    await user.click(screen.getByRole('button', { name: 'Add currency' }));
    expect(await screen.findByText('EUR added.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getByText(/€1,234\.50/).closest('li')).toHaveTextContent('Default'));
    expect(server.units.map((u) => [u.code, u.is_default])).toEqual([['USD', false], ['EUR', true]]);

    await user.click(within(list).getByRole('button', { name: 'Make USD the default' }));
    await waitFor(() => expect(server.units.find((u) => u.is_default)?.code).toBe('USD'));
    expect(await within(list).findByRole('button', { name: 'Make EUR the default' })).toBeEnabled();
    await user.click(within(list).getByRole('button', { name: 'Remove EUR' }));
    await waitFor(() => expect(within(list).queryByText(/€/)).toBeNull());
    expect(server.units.map((u) => u.code)).toEqual(['USD']);
  });

  it('shows a read-only user the units without any change action', async () => {
    fakeServer([PERMISSIONS.ACCOUNT_READ]);
    renderPage();
    await screen.findByText(/\$1,234\.50/);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
