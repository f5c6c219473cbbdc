import { Card, useMoneyFormat, useT } from '@attest/shared-ui';
import { useApplicantPayAccountsQuery, useApplicantPaySettingsQuery } from '../api/pay-accounts-api';

/** The applicant's direct deposit accounts (numbers masked) and split pay type, as the applicant set them. */
export function PaySection({ applicantId }: { applicantId: string }) {
  const { t } = useT();
  const money = useMoneyFormat();
  const accounts = useApplicantPayAccountsQuery(applicantId);
  const settings = useApplicantPaySettingsQuery(applicantId);
  const amountOf = (type: string, amount: number | null) =>
    type === 'NET' ? t('pay_staff_remainder', 'Remainder') : type === 'PERCENT' ? `${amount ?? 0}%` : money.format(amount ?? 0);
  return (
    <Card title={t('pay_staff_accounts_title', 'Pay accounts')}>
      {accounts.isError ? <p>{t('pay_staff_accounts_error', 'Pay accounts could not be loaded.')}</p> : null}
      {settings.data ? (
        <p>
          {t('pay_staff_split_pay_type', 'Split pay type')}: {settings.data.split_pay_type === 'PERCENT' ? t('pay_staff_split_percent', 'Percent') : t('pay_staff_split_dollar', 'Dollar amount')}
        </p>
      ) : null}
      {accounts.data?.length === 0 ? <p>{t('pay_staff_no_accounts', 'No direct deposit accounts.')}</p> : null}
      <ul className="ad-list">
        {(accounts.data ?? []).map((a) => (
          <li key={a.id} className="ad-row">
            <span>
              <strong>{a.bank_name ?? a.routing_number}</strong> {a.account_type === 'CHECKING' ? t('pay_account_type_CHECKING', 'Checking') : t('pay_account_type_SAVINGS', 'Savings')}{' '}
              {a.account_number_masked} · {t('pay_routing_number', 'Routing number')} {a.routing_number} · {amountOf(a.disbursement_type, a.amount)}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
