/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteRoutes } from '../routes';
import { renderPortal, resetFakeApi, startFakeApi, type FakeApi } from '../application/wizard/testing/portal-test-kit';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const money = { gross_pay: 1200, total_taxes: 180, total_deductions: 12.5, total_benefits: 0, net_pay: 1007.5, tax_fed: 100, tax_ss: 50, tax_medicare: 10, state_tax: 20, local_tax: 0 };
const STUB = {
  ...money, pay_id: 5, check_date: '2026-02-06', pay_type: 'Weekly', check_number: '9003', state_tax_name: 'CA', local_tax_name: null, start_date: null, end_date: '2026-02-06',
  brn: null, sick_time: null, covid_leave: null, covid_positive_leave: null, details: [],
};

describe('pay history and pay stub pages', () => {
  it('lists the checks and opens one stub with this check and the year to date', async () => {
    resetFakeApi(api, {
      'GET /api/v1/payhistory': { body: [STUB] },
      'GET /api/v1/payhistory/5': {
        body: { ...STUB, ytd: { ...money, gross_pay: 2200 }, earnings: [{ code: 'REG', name: 'Regular', amount: 1200, hours: 40, pay_rate: 30, detail_type: 'INCOME' }], deductions: [{ code: 'MED', name: 'Medical', amount: 12.5, hours: null, pay_rate: null, detail_type: 'DEDUCTION' }] },
      },
    });
    renderPortal('/acme/hq/pay', remoteRoutes.routes);
    expect(await screen.findByRole('link', { name: '9003' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /02\/06\/2026/ })).toHaveTextContent('$1,200.00');
    await userEvent.setup().click(screen.getByRole('link', { name: '9003' }));
    expect(await screen.findByText('Pay stub 9003')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/acme/hq/pay/5');
    expect(screen.getByRole('row', { name: /Gross pay/ })).toHaveTextContent('Gross pay$1,200.00$2,200.00');
    expect(screen.getByText('Regular: $1,200.00 (40 h × $30.00)')).toBeInTheDocument();
    expect(screen.getByText('Medical: $12.50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print or download' })).toBeInTheDocument();
  });

  it('says when there are no stubs yet', async () => {
    resetFakeApi(api, { 'GET /api/v1/payhistory': { body: [] } });
    renderPortal('/acme/hq/pay', remoteRoutes.routes);
    expect(await screen.findByText('No pay stubs yet.')).toBeInTheDocument();
  });
});
