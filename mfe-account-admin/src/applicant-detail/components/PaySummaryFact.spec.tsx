/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen } from '@testing-library/react';
import { PERMISSIONS, type PaySummaryView } from '@attest/contracts';
import { renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { PaySummaryFact } from './PaySummaryFact';

serveFakeAccountAdminApi('admin/applicants/42');

const NONE: PaySummaryView = { applicant_id: 42, available: false, pay_account_count: 0, stub_count: 0, last_check: null, year_to_date: null };

describe('PaySummaryFact (the staff detail page)', () => {
  beforeEach(() => resetFakeApi([PERMISSIONS.APPLICANTS_READ]));

  it('says there is no pay yet, or only accounts', () => {
    const first = renderAdminPage('admin/applicants/42', <PaySummaryFact pay={NONE} />);
    expect(screen.getByText('No pay records yet.')).toBeInTheDocument();
    first.unmount();
    renderAdminPage('admin/applicants/42', <PaySummaryFact pay={{ ...NONE, available: true, pay_account_count: 2 }} />);
    expect(screen.getByText('No pay stubs yet; 2 direct deposit account(s) on file.')).toBeInTheDocument();
  });

  it('shows the last check with a local date and money, and the year to date', async () => {
    renderAdminPage(
      'admin/applicants/42',
      <PaySummaryFact
        pay={{ ...NONE, available: true, pay_account_count: 1, stub_count: 3, last_check: { pay_id: 9, check_date: '2026-02-06', check_number: '9003', gross_pay: 1200, net_pay: 960 }, year_to_date: { year: '2026', gross_pay: 2200, net_pay: 1760 } }}
      />,
    );
    expect(await screen.findByTestId('pay-summary')).toHaveTextContent(
      'Last check 02/06/2026 (#9003): gross $1,200.00, net $960.00. 2026 to date: gross $2,200.00, net $1,760.00. 3 pay stub(s), 1 direct deposit account(s).',
    );
  });
});
