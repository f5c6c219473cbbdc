import { Link } from 'react-router-dom';
import { Card, ErrorPanel, formatDate, LoadingBar, useMoneyFormat, useT } from '@attest/shared-ui';
import { useGetPayHistoryQuery } from './pay-api';

/** `pay`: the applicant's pay history (newest first); each check opens its pay stub. */
export function PayHistoryPage() {
  const { t } = useT();
  // The customer's currency unit (US dollars until it sets one): issue 17's one money format.
  const money = useMoneyFormat();
  const { data, isLoading, isError } = useGetPayHistoryQuery();
  if (isLoading) {
    return <LoadingBar active />;
  }
  if (isError || !data) {
    return <ErrorPanel message={t('pay_history_load_error', 'Your pay history could not be loaded.')} />;
  }
  return (
    <Card title={t('pay_history_title', 'Pay history')}>
      <p>
        <Link to="../direct-deposit" relative="path">{t('pay_direct_deposit_link', 'Direct deposit')}</Link>
      </p>
      {data.length === 0 ? (
        <p>{t('pay_history_empty', 'No pay stubs yet.')}</p>
      ) : (
        <div className="at-table-scroll">
          <table className="at-entity-table">
            <thead>
              <tr>
                <th>{t('pay_check_date', 'Check date')}</th>
                <th>{t('pay_check_number', 'Check number')}</th>
                <th>{t('pay_gross_pay', 'Gross pay')}</th>
                <th>{t('pay_net_pay', 'Net pay')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((s) => (
                <tr key={s.pay_id}>
                  <td data-label={t('pay_check_date', 'Check date')}>{formatDate(s.check_date)}</td>
                  <td data-label={t('pay_check_number', 'Check number')}>
                    <Link to={`../pay/${s.pay_id}`} relative="path">{s.check_number}</Link>
                  </td>
                  <td data-label={t('pay_gross_pay', 'Gross pay')}>{money.format(s.gross_pay)}</td>
                  <td data-label={t('pay_net_pay', 'Net pay')}>{money.format(s.net_pay)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
