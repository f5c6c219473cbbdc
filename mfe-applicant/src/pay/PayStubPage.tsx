import { useParams } from 'react-router-dom';
import { PAY_STUB_LABELS, PAY_STUB_MONEY } from '@attest/contracts';
import { Button, Card, ErrorPanel, formatDate, LoadingBar, openDocument, useMoneyFormat, useT, useToast } from '@attest/shared-ui';
import { fetchPayStubPdf, useGetPayStubQuery } from './pay-api';

/** `pay/:payId`: one pay stub with this check and the year to date, its lines, and the printable PDF. */
export function PayStubPage() {
  const { t } = useT();
  // The customer's currency unit (US dollars until it sets one): issue 17's one money format.
  const money = useMoneyFormat();
  const toast = useToast();
  const payId = Number(useParams().payId);
  const { data, isLoading, isError } = useGetPayStubQuery(payId, { skip: !Number.isInteger(payId) });
  if (isLoading) {
    return <LoadingBar active />;
  }
  if (isError || !data) {
    return <ErrorPanel message={t('pay_stub_load_error', 'This pay stub could not be loaded.')} />;
  }
  const download = async () => {
    try {
      openDocument(await fetchPayStubPdf(payId), 'preview', `pay-stub-${data.check_number}.pdf`);
    } catch {
      toast.danger(t('pay_stub_pdf_error', 'The pay stub PDF could not be opened.'));
    }
  };
  return (
    <Card title={t('pay_stub_title', 'Pay stub {{number}}', { number: data.check_number })}>
      <p>
        {t('pay_check_date', 'Check date')}: {formatDate(data.check_date)} · {t('pay_period', 'Period')}: {formatDate(data.start_date)} – {formatDate(data.end_date)}
      </p>
      <Button onClick={() => void download()}>{t('pay_stub_print', 'Print or download')}</Button>
      <div className="at-table-scroll">
        <table className="at-entity-table">
          <thead>
            <tr>
              <th />
              <th>{t('pay_this_check', 'This check')}</th>
              <th>{t('pay_year_to_date', 'Year to date')}</th>
            </tr>
          </thead>
          <tbody>
            {PAY_STUB_MONEY.map((k) => (
              <tr key={k}>
                <th scope="row">{t(`pay_${k}`, PAY_STUB_LABELS[k])}</th>
                <td>{money.format(data[k])}</td>
                <td>{money.format(data.ytd[k])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t('pay_earnings', 'Earnings')}</h3>
      <ul>
        {data.earnings.map((d) => (
          <li key={d.code}>{`${d.name}: ${money.format(d.amount)}${d.hours == null ? '' : ` (${d.hours} h × ${money.format(d.pay_rate)})`}`}</li>
        ))}
      </ul>
      <h3>{t('pay_deductions', 'Deductions')}</h3>
      <ul>
        {data.deductions.map((d) => (
          <li key={d.code}>{`${d.name}: ${money.format(d.amount)}`}</li>
        ))}
      </ul>
    </Card>
  );
}
