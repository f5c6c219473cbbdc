/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen } from '@testing-library/react';
import { PERMISSIONS } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi, renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { PaySection } from './PaySection';

serveFakeAccountAdminApi('admin/applicants/42');

const ACCOUNTS = [
  { id: 1, applicant_id: 42, account_type: 'CHECKING', routing_number: '021000021', account_number_masked: '****4321', bank_name: 'First Bank', institution_number: null, disbursement_type: 'PERCENT', amount: 60, priority: 0, updated: '2026-11-01T00:00:00Z' },
  { id: 2, applicant_id: 42, account_type: 'SAVINGS', routing_number: '011000015', account_number_masked: '****2222', bank_name: null, institution_number: null, disbursement_type: 'PERCENT', amount: 40, priority: 1, updated: '2026-11-01T00:00:00Z' },
];

function serve(accounts: { status: number; body: unknown }): void {
  resetFakeApi([PERMISSIONS.APPLICANTS_READ]);
  fakeApi.handle = (req, res) => {
    const path = req.url.split('?')[0];
    if (path === '/api/v1/applicants/42/payaccounts') {
      sendJson(res, accounts.status, accounts.body);
    } else if (path === '/api/v1/applicants/42/payaccountsettings') {
      sendJson(res, 200, { split_pay_type: 'PERCENT', require_bank_name: false, add_institution_number_for_direct_deposit: false });
    } else {
      return false;
    }
    return true;
  };
}

describe('the pay section of the applicant detail page', () => {
  it('lists the accounts masked with their split and the split pay type', async () => {
    serve({ status: 200, body: ACCOUNTS });
    renderAdminPage('admin/applicants/42', <PaySection applicantId="42" />);
    expect(await screen.findByText(/\*\*\*\*4321/)).toHaveTextContent('First Bank Checking ****4321 · Routing number 021000021 · 60%');
    expect(screen.getByText(/\*\*\*\*2222/)).toHaveTextContent('011000015 Savings ****2222 · Routing number 011000015 · 40%');
    expect(screen.getByText(/Split pay type/)).toHaveTextContent('Split pay type: Percent');
  });

  it('says when there is no account, and when they could not be loaded', async () => {
    serve({ status: 200, body: [] });
    const first = renderAdminPage('admin/applicants/42', <PaySection applicantId="42" />);
    expect(await screen.findByText('No direct deposit accounts.')).toBeInTheDocument();
    first.unmount();
    serve({ status: 404, body: { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} } });
    renderAdminPage('admin/applicants/42', <PaySection applicantId="42" />);
    expect(await screen.findByText('Pay accounts could not be loaded.')).toBeInTheDocument();
  });
});
