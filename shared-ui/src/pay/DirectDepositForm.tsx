import { useState, type FormEvent } from 'react';
import {
  BANK_ACCOUNT_TYPES, BANNER_IDS, DISBURSEMENT_TYPES, isValidRoutingNumber, MAX_PAY_ACCOUNTS, splitPayProblem, SPLIT_PAY_PERCENTAGE_ALERT,
  type BankAccountType, type DisbursementType, type PayAccountInput, type PayAccountSettingsView,
} from '@attest/contracts';
import { isApiError } from '../api/api-error';
import { Button } from '../components/Button';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import { useToast } from '../components/ToastProvider';
import { FieldBanner } from '../forms/components/FieldBanner';
import { useT } from '../i18n/useT';

/** One account as typed: strings, because the account number is never sent back to the browser to prefill. */
export interface DraftAccount {
  account_type: BankAccountType;
  routing_number: string;
  account_number: string;
  bank_name: string;
  institution_number: string;
  disbursement_type: DisbursementType;
  amount: string;
}

const emptyAccount = (): DraftAccount => ({ account_type: 'CHECKING', routing_number: '', account_number: '', bank_name: '', institution_number: '', disbursement_type: 'NET', amount: '' });

const toInput = (a: DraftAccount, settings: PayAccountSettingsView): PayAccountInput => ({
  account_type: a.account_type,
  routing_number: a.routing_number.trim(),
  account_number: a.account_number.trim(),
  ...(a.bank_name.trim() ? { bank_name: a.bank_name.trim() } : {}),
  ...(settings.add_institution_number_for_direct_deposit ? { institution_number: a.institution_number.trim() } : {}),
  disbursement_type: a.disbursement_type,
  amount: a.disbursement_type === 'NET' || a.amount.trim() === '' ? null : Number(a.amount),
});

/**
 * The direct deposit editor: the whole set is saved at once (the account numbers are typed again, as they are
 * never shown in clear). Percent splits must add to 100 (banner SPLITPAYPERCENTAGEALERT, checked here and by
 * the server); a refused save keeps everything typed. Shared by the applicant's own page and staff with
 * applicants.pay.manage on the applicant page: `save` sends the set to the caller's path and rejects as the API does.
 */
export function DirectDepositForm({ settings, save, onSaved }: { settings: PayAccountSettingsView; save: (accounts: PayAccountInput[]) => Promise<unknown>; onSaved?: () => void }) {
  const { t } = useT();
  const toast = useToast();
  const [accounts, setAccounts] = useState<DraftAccount[]>([emptyAccount()]);
  const [splitAlert, setSplitAlert] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [isLoading, setLoading] = useState(false);
  const set = (i: number, patch: Partial<DraftAccount>) => setAccounts((list) => list.map((a, j) => (j === i ? { ...a, ...patch } : a)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const inputs = accounts.map((a) => toInput(a, settings));
    const routing = Object.fromEntries(inputs.flatMap((a, i) => (isValidRoutingNumber(a.routing_number) ? [] : [[`accounts[${i}].routing_number`, 'invalid_routing_number']])));
    const split = splitPayProblem(inputs);
    setSplitAlert(split === SPLIT_PAY_PERCENTAGE_ALERT);
    setFieldErrors(routing);
    if (split || Object.keys(routing).length) {
      return;
    }
    setLoading(true);
    try {
      await save(inputs);
      toast.success(t('pay_direct_deposit_saved', 'Direct deposit saved'));
      setAccounts([emptyAccount()]);
      onSaved?.();
    } catch (err) {
      // What was typed stays on screen; the server's reasons show next to the fields.
      const refusal = isApiError(err) ? err : undefined;
      setSplitAlert(refusal?.messageKey === SPLIT_PAY_PERCENTAGE_ALERT);
      setFieldErrors(refusal?.details?.fields ?? {});
      const message =
        refusal?.messageKey === 'pay_accounts_applicant_only'
          ? t('pay_accounts_applicant_only', "Only the applicant can change their direct deposit here. Staff allowed to change pay do it on the applicant's page.")
          : t('profile_save_error', 'Your changes could not be saved. Please try again.');
      toast.danger(message, { title: t('profile_save_error_title', 'Not saved') });
    } finally {
      setLoading(false);
    }
  };

  const errorOf = (i: number, field: string) => {
    const key = fieldErrors[`accounts[${i}].${field}`];
    return key ? t(key, key === 'invalid_routing_number' ? 'Invalid routing number' : 'Please check this field') : undefined;
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {splitAlert ? <FieldBanner bannerId={BANNER_IDS.SPLITPAYPERCENTAGEALERT} /> : null}
      {accounts.map((a, i) => (
        <fieldset key={i} className="at-field at-dyn-group">
          <legend className="at-field__label">{t('pay_account_n', 'Account {{n}}', { n: i + 1 })}</legend>
          <SelectField
            label={t('pay_account_type', 'Account type')}
            value={a.account_type}
            options={BANK_ACCOUNT_TYPES.map((v) => ({ value: v, label: t(`pay_account_type_${v}`, v === 'CHECKING' ? 'Checking' : 'Savings') }))}
            onChange={(e) => set(i, { account_type: e.target.value as BankAccountType })}
          />
          <TextField label={t('pay_routing_number', 'Routing number')} required inputMode="numeric" value={a.routing_number} error={errorOf(i, 'routing_number')} onChange={(e) => set(i, { routing_number: e.target.value })} />
          <TextField label={t('pay_account_number', 'Account number')} required inputMode="numeric" autoComplete="off" value={a.account_number} error={errorOf(i, 'account_number')} onChange={(e) => set(i, { account_number: e.target.value })} />
          <TextField label={t('pay_bank_name', 'Bank name')} required={settings.require_bank_name} value={a.bank_name} error={errorOf(i, 'bank_name')} onChange={(e) => set(i, { bank_name: e.target.value })} />
          {settings.add_institution_number_for_direct_deposit ? (
            <TextField label={t('pay_institution_number', 'Institution number')} required inputMode="numeric" value={a.institution_number} error={errorOf(i, 'institution_number')} onChange={(e) => set(i, { institution_number: e.target.value })} />
          ) : null}
          <SelectField
            label={t('pay_disbursement_type', 'Amount to deposit')}
            value={a.disbursement_type}
            options={DISBURSEMENT_TYPES.map((v) => ({ value: v, label: t(`pay_disbursement_${v}`, v === 'NET' ? 'The rest of my pay' : v === 'FIXED' ? 'A fixed amount' : 'A percentage') }))}
            onChange={(e) => set(i, { disbursement_type: e.target.value as DisbursementType })}
          />
          {a.disbursement_type === 'NET' ? null : (
            <TextField
              label={a.disbursement_type === 'PERCENT' ? t('pay_percent', 'Percent') : t('pay_amount', 'Amount')}
              inputMode="decimal"
              value={a.amount}
              error={errorOf(i, 'amount')}
              onChange={(e) => set(i, { amount: e.target.value })}
            />
          )}
          {accounts.length > 1 ? (
            <Button variant="secondary" type="button" onClick={() => setAccounts((list) => list.filter((_, j) => j !== i))}>
              {t('pay_remove_account', 'Remove this account')}
            </Button>
          ) : null}
        </fieldset>
      ))}
      <div className="at-form-actions">
        {accounts.length < MAX_PAY_ACCOUNTS ? (
          <Button variant="secondary" type="button" onClick={() => setAccounts((list) => [...list, emptyAccount()])}>
            {t('pay_add_account', 'Add an account')}
          </Button>
        ) : null}
        <Button type="submit" loading={isLoading}>
          {t('pay_save_direct_deposit', 'Save direct deposit')}
        </Button>
      </div>
    </form>
  );
}
