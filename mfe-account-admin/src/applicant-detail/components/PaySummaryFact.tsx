import type { PaySummaryView } from '@attest/contracts';
import { formatDate, useMoneyFormat, useT } from '@attest/shared-ui';

/** The pay summary line of the details: the last check and the year to date of its year, or that there is no pay yet. */
export function PaySummaryFact({ pay }: { pay: PaySummaryView }) {
  const { t } = useT();
  const money = useMoneyFormat();
  if (!pay.last_check) {
    return <>{pay.pay_account_count ? t('pay_summary_accounts_only', 'No pay stubs yet; {{n}} direct deposit account(s) on file.', { n: pay.pay_account_count }) : t('pay_summary_empty', 'No pay records yet.')}</>;
  }
  const last = pay.last_check;
  return (
    <span data-testid="pay-summary">
      {t('pay_summary_last_check', 'Last check {{date}} (#{{number}}): gross {{gross}}, net {{net}}.', {
        date: formatDate(last.check_date, '—'),
        number: last.check_number,
        gross: money.format(last.gross_pay),
        net: money.format(last.net_pay),
      })}{' '}
      {pay.year_to_date
        ? t('pay_summary_ytd', '{{year}} to date: gross {{gross}}, net {{net}}.', { year: pay.year_to_date.year, gross: money.format(pay.year_to_date.gross_pay), net: money.format(pay.year_to_date.net_pay) })
        : null}{' '}
      {t('pay_summary_counts', '{{stubs}} pay stub(s), {{accounts}} direct deposit account(s).', { stubs: pay.stub_count, accounts: pay.pay_account_count })}
    </span>
  );
}
