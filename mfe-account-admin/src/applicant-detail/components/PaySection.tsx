import { useState } from 'react';
import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, DirectDepositForm, isApiError, ModalResponse, useCan, useConfirm, useMoneyFormat, useT, useToast } from '@attest/shared-ui';
import {
  useApplicantPayAccountsQuery,
  useApplicantPaySettingsQuery,
  useRemoveApplicantPayAccountMutation,
  useReplaceApplicantPayAccountsMutation,
} from '../api/pay-accounts-api';

/**
 * The applicant's direct deposit accounts (numbers masked) and split pay type. Staff with applicants.pay.manage may
 * replace the set or remove an account, under the same rules as the applicant; she is emailed each time (decision 0045).
 */
export function PaySection({ applicantId }: { applicantId: string }) {
  const { t } = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const money = useMoneyFormat();
  const canManage = useCan(PERMISSIONS.APPLICANTS_PAY_MANAGE);
  const accounts = useApplicantPayAccountsQuery(applicantId);
  const settings = useApplicantPaySettingsQuery(applicantId);
  const [replace] = useReplaceApplicantPayAccountsMutation();
  const [removeAccount] = useRemoveApplicantPayAccountMutation();
  const [editing, setEditing] = useState(false);
  const amountOf = (type: string, amount: number | null) =>
    type === 'NET' ? t('pay_staff_remainder', 'Remainder') : type === 'PERCENT' ? `${amount ?? 0}%` : money.format(amount ?? 0);

  const remove = async (accountId: number) => {
    const answer = await confirm({
      title: t('pay_staff_remove_confirm', 'Remove this direct deposit account?'),
      body: t('pay_staff_remove_confirm_body', 'The applicant is emailed about the change.'),
      danger: true,
      confirmLabel: t('pay_remove_account', 'Remove this account'),
    });
    if (answer !== ModalResponse.CONFIRM) {
      return;
    }
    try {
      await removeAccount({ applicantId, accountId }).unwrap();
      void accounts.refetch();
    } catch (err) {
      // A removal that would leave a bad split is refused with the split banner's key.
      const key = isApiError(err) ? err.messageKey : '';
      toast.danger(key === 'SPLITPAYPERCENTAGEALERT' ? t('pay_staff_remove_split_refused', 'Removing it would leave the percentages short of 100 %. Change the whole set instead.') : t('toast_save_error', 'An Error Occurred'));
    }
  };

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
            {canManage ? (
              <Button variant="link" onClick={() => void remove(a.id)}>
                {t('pay_staff_remove', 'Remove')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canManage && settings.data ? (
        editing ? (
          <>
            <p>{t('pay_staff_change_notice', 'The new set replaces every account on file. The applicant is emailed about the change.')}</p>
            <DirectDepositForm
              settings={settings.data}
              save={(list) => replace({ applicantId, accounts: list }).unwrap()}
              onSaved={() => {
                setEditing(false);
                void accounts.refetch();
              }}
            />
            <Button variant="secondary" onClick={() => setEditing(false)}>
              {t('cancel', 'Cancel')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('pay_staff_change', 'Change direct deposit')}
          </Button>
        )
      ) : null}
    </Card>
  );
}
