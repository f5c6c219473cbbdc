import { Card, DirectDepositForm, ErrorPanel, LoadingBar, useMoneyFormat, useT } from '@attest/shared-ui';
import { useGetPayAccountSettingsQuery, useGetPayAccountsQuery, useSavePayAccountsMutation } from './pay-api';

/** `direct-deposit`: the accounts on file (masked) and the editor that replaces them. */
export function DirectDepositPage() {
  const { t } = useT();
  const money = useMoneyFormat();
  const accounts = useGetPayAccountsQuery();
  const settings = useGetPayAccountSettingsQuery();
  const [save] = useSavePayAccountsMutation();
  if (accounts.isLoading || settings.isLoading) {
    return <LoadingBar active />;
  }
  if (accounts.isError || settings.isError || !accounts.data || !settings.data) {
    return <ErrorPanel message={t('pay_accounts_load_error', 'Your direct deposit could not be loaded.')} />;
  }
  return (
    <Card title={t('pay_direct_deposit_title', 'Direct deposit')}>
      <h3>{t('pay_accounts_on_file', 'Accounts on file')}</h3>
      {accounts.data.length === 0 ? (
        <p>{t('pay_accounts_none', 'No account on file: you are paid by check.')}</p>
      ) : (
        <ul>
          {accounts.data.map((a) => (
            <li key={a.id}>
              {`${a.bank_name ?? a.routing_number} ${a.account_number_masked} · `}
              {a.disbursement_type === 'NET' ? t('pay_disbursement_NET', 'The rest of my pay') : a.disbursement_type === 'PERCENT' ? `${a.amount ?? 0}%` : money.format(a.amount ?? 0)}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('pay_replace_accounts', 'Set up direct deposit')}</h3>
      <DirectDepositForm settings={settings.data} save={(list) => save(list).unwrap()} onSaved={() => void accounts.refetch()} />
    </Card>
  );
}
