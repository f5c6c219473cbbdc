/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore, getSession, logout, setStaffSession, staffAccessApi, type AppStore } from '@attest/shared-ui';
import { CustomerSwitcher } from './CustomerSwitcher';

async function seedCustomers(store: AppStore, customers: { customer_id: number; customer_code: string; name: string }[]) {
  await store.dispatch(staffAccessApi.util.upsertQueryData('getAvailableCustomers', { userId: getSession().userId! }, customers));
}

describe('CustomerSwitcher', () => {
  const assign = jest.fn();
  beforeEach(() => {
    logout();
    window.sessionStorage.clear();
    assign.mockReset();
    Object.defineProperty(window, 'location', { value: { ...window.location, assign }, writable: true });
    setStaffSession({ access_token: 'tok-u', user_id: 3, customer_id: 1, customer_code: 'acme' });
  });

  it('is not shown to a user of one customer', async () => {
    const store = createAppStore();
    await seedCustomers(store, [{ customer_id: 1, customer_code: 'acme', name: 'Acme' }]);
    render(<Provider store={store}><CustomerSwitcher customerCode="acme" /></Provider>);
    expect(screen.queryByLabelText('Customer')).toBeNull();
  });

  it('makes the chosen customer the active one and opens its staff home', async () => {
    const store = createAppStore();
    await seedCustomers(store, [
      { customer_id: 1, customer_code: 'acme', name: 'Acme' },
      { customer_id: 3, customer_code: 'initech', name: 'Initech' },
    ]);
    render(<Provider store={store}><CustomerSwitcher customerCode="acme" /></Provider>);
    expect(screen.getByLabelText('Customer')).toHaveValue('acme');
    await userEvent.selectOptions(screen.getByLabelText('Customer'), 'initech');
    expect(getSession()).toMatchObject({ customerCode: 'initech', customerId: '3', accessToken: 'tok-u' });
    expect(assign).toHaveBeenCalledWith('/initech/hq/admin');
  });
});
