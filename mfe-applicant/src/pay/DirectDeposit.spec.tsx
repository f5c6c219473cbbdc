/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteRoutes } from '../routes';
import { renderPortal, resetFakeApi, startFakeApi, type Answer, type FakeApi } from '../application/wizard/testing/portal-test-kit';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const POST = 'POST /api/v1/payaccounts';
const settings = (p: object = {}) => ({ body: { split_pay_type: 'PERCENT', require_bank_name: false, add_institution_number_for_direct_deposit: false, ...p } });
const open = async (post: Answer = { body: [] }, settingsAnswer: Answer = settings()) => {
  resetFakeApi(api, {
    'GET /api/v1/payaccounts': { body: [{ id: 3, applicant_id: 42, account_type: 'CHECKING', routing_number: '021000021', account_number_masked: '****9876', bank_name: 'First Bank', institution_number: null, disbursement_type: 'NET', amount: null, priority: 0, updated: '2026-11-01T00:00:00.000Z' }] },
    'GET /api/v1/payaccountsettings': settingsAnswer,
    [POST]: post,
  });
  renderPortal('/acme/hq/direct-deposit', remoteRoutes.routes);
  await screen.findByText(/\*\*\*\*9876/);
};
const account = (n: number) => screen.getByRole('group', { name: `Account ${n}` });
const type = async (n: number, label: string | RegExp, value: string) => {
  const user = userEvent.setup();
  await user.type(within(account(n)).getByLabelText(label), value);
};
const choose = async (n: number, label: string, value: string) => userEvent.setup().selectOptions(within(account(n)).getByLabelText(label), value);
const fillSplit = async (second: string) => {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Add an account' }));
  for (const [n, acct, pct] of [[1, '11112222', '60'], [2, '33334444', second]] as const) {
    await type(n, /Routing number/, '021000021');
    await type(n, /Account number/, acct);
    await choose(n, 'Amount to deposit', 'PERCENT');
    await type(n, 'Percent', pct);
  }
};

describe('direct deposit editor', () => {
  it('shows the accounts on file masked, never the number in clear', async () => {
    await open();
    expect(screen.getByText(/First Bank \*\*\*\*9876/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Institution number/)).toBeNull();
  });

  it('refuses a split at 90 %: the banner shows, nothing is sent, what was typed stays', async () => {
    await open();
    await fillSplit('30');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save direct deposit' }));
    expect(screen.getByRole('note')).toHaveTextContent('Split pay percentages must add up to 100%.');
    expect(api.calls(POST)).toEqual([]);
    expect(within(account(2)).getByLabelText('Percent')).toHaveValue('30');
    expect(within(account(1)).getByLabelText(/Account number/)).toHaveValue('11112222');
  });

  it('accepts a split at 100 %: the whole set is sent once', async () => {
    await open({ body: [] });
    await fillSplit('40');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save direct deposit' }));
    expect(await screen.findByText('Direct deposit saved')).toBeInTheDocument();
    expect(api.calls(POST).map((c) => c.body)).toEqual([
      {
        accounts: [
          { account_type: 'CHECKING', routing_number: '021000021', account_number: '11112222', disbursement_type: 'PERCENT', amount: 60 },
          { account_type: 'CHECKING', routing_number: '021000021', account_number: '33334444', disbursement_type: 'PERCENT', amount: 40 },
        ],
      },
    ]);
  });

  it('a bad routing number is refused in the browser; a server refusal keeps what was typed and shows its reason', async () => {
    await open({ status: 400, body: { statusCode: 400, error: 'Bad Request', messageKey: 'validation_failed', details: { fields: { 'accounts[0].bank_name': 'required_field' } } } }, settings({ require_bank_name: true, add_institution_number_for_direct_deposit: true }));
    await type(1, /Routing number/, '021000022');
    await type(1, /Account number/, '11112222');
    await type(1, /Institution number/, '001');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save direct deposit' }));
    expect(screen.getByText('Invalid routing number')).toBeInTheDocument();
    expect(api.calls(POST)).toEqual([]);
    await userEvent.setup().clear(within(account(1)).getByLabelText(/Routing number/));
    await type(1, /Routing number/, '021000021');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save direct deposit' }));
    expect(await screen.findByText('Please check this field')).toBeInTheDocument();
    expect(api.calls(POST)[0].body).toMatchObject({ accounts: [{ institution_number: '001', account_number: '11112222' }] });
    expect(within(account(1)).getByLabelText(/Account number/)).toHaveValue('11112222');
    expect(within(account(1)).getByLabelText(/Institution number/)).toHaveValue('001');
  });
});
