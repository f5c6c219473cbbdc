/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type Permission } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi, renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { PaySection } from './PaySection';

const requests = serveFakeAccountAdminApi('admin/applicants/42');

const ACCOUNTS = [
  { id: 1, applicant_id: 42, account_type: 'CHECKING', routing_number: '021000021', account_number_masked: '****4321', bank_name: 'First Bank', institution_number: null, disbursement_type: 'PERCENT', amount: 60, priority: 0, updated: '2026-11-01T00:00:00Z' },
  { id: 2, applicant_id: 42, account_type: 'SAVINGS', routing_number: '011000015', account_number_masked: '****2222', bank_name: null, institution_number: null, disbursement_type: 'PERCENT', amount: 40, priority: 1, updated: '2026-11-01T00:00:00Z' },
];

function serve(accounts: { status: number; body: unknown }, permissions: Permission[] = [PERMISSIONS.APPLICANTS_READ]): void {
  resetFakeApi(permissions);
  fakeApi.handle = (req, res) => {
    const path = req.url.split('?')[0];
    if (req.method === 'POST' && path === '/api/v1/applicants/42/payaccounts') {
      const body = JSON.parse(req.body) as { accounts: { disbursement_type: string; amount: number | null }[] };
      const total = body.accounts.filter((a) => a.disbursement_type === 'PERCENT').reduce((n, a) => n + (a.amount ?? 0), 0);
      if (total !== 100) {
        sendJson(res, 400, { statusCode: 400, error: 'Bad Request', messageKey: 'SPLITPAYPERCENTAGEALERT', details: {} });
      } else {
        sendJson(res, 200, ACCOUNTS);
      }
    } else if (req.method === 'DELETE' && path === '/api/v1/applicants/42/payaccounts/2') {
      res.statusCode = 204;
      res.end();
    } else if (path === '/api/v1/applicants/42/payaccounts') {
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

  it('shows no change buttons without applicants.pay.manage', async () => {
    serve({ status: 200, body: ACCOUNTS });
    renderAdminPage('admin/applicants/42', <PaySection applicantId="42" />);
    await screen.findByText(/\*\*\*\*4321/);
    expect(screen.queryByRole('button', { name: 'Change direct deposit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('lets a pay manager replace the set on the staff path (90 % refused with the banner, typed values kept; 100 % saved) and remove one after confirming', async () => {
    serve({ status: 200, body: ACCOUNTS }, [PERMISSIONS.APPLICANTS_READ, PERMISSIONS.APPLICANTS_PAY_MANAGE]);
    const user = userEvent.setup();
    renderAdminPage('admin/applicants/42', <PaySection applicantId="42" />);
    await user.click(await screen.findByRole('button', { name: 'Change direct deposit' }));
    await user.type(screen.getByLabelText(/Routing number/), '021000021');
    await user.type(screen.getByLabelText(/Account number/), '123456789');
    await user.selectOptions(screen.getByLabelText('Amount to deposit'), 'PERCENT');
    await user.type(screen.getByLabelText('Percent'), '90');
    await user.click(screen.getByRole('button', { name: 'Save direct deposit' }));
    // The browser's own check refuses 90 % before sending anything.
    expect(await screen.findByRole('note')).toHaveTextContent('Split pay percentages must add up to 100%.');
    expect(requests().filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(screen.getByLabelText(/Account number/)).toHaveValue('123456789');
    await user.clear(screen.getByLabelText('Percent'));
    await user.type(screen.getByLabelText('Percent'), '100');
    await user.click(screen.getByRole('button', { name: 'Save direct deposit' }));
    await waitFor(() => expect(requests().filter((r) => r.method === 'POST')).toHaveLength(1));
    const sent = requests().find((r) => r.method === 'POST');
    expect(sent?.url).toBe('/api/v1/applicants/42/payaccounts');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ accounts: [{ account_type: 'CHECKING', routing_number: '021000021', account_number: '123456789', disbursement_type: 'PERCENT', amount: 100 }] });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save direct deposit' })).toBeNull());

    await user.click(screen.getAllByRole('button', { name: 'Remove' })[1]);
    await user.click(await screen.findByRole('button', { name: 'Remove this account' }));
    await waitFor(() => expect(requests().some((r) => r.method === 'DELETE' && r.url === '/api/v1/applicants/42/payaccounts/2')).toBe(true));
  });
});
