import { useId, useState, type FormEvent } from 'react';
import { PERMISSIONS, type CurrencyUnitDto } from '@attest/contracts';
import { Button, Card, ErrorPanel, formatMoneyIn, LoadingBar, RequirePermission, SelectField, useCan, useGetCustomerCurrencyUnitsQuery, useT } from '@attest/shared-ui';
import { SettingsStyles } from '../../settings/components/SettingsStyles';
import { ErrorAlert } from '../../admin-common/ErrorAlert';
import { apiErrorText } from '../../admin-common/error-text';
import { useAddCurrencyUnitMutation, useDeleteCurrencyUnitMutation, useGetAllCurrenciesQuery, useSetCurrencyUnitsMutation } from '../api/currency-api';

/** `admin/currency` (account.read; changes need account.manage): the currencies money is shown in. */
export function CurrencyUnitsPage() {
  return (
    <RequirePermission permission={PERMISSIONS.ACCOUNT_READ}>
      <CurrencyUnits />
    </RequirePermission>
  );
}

function CurrencyUnits() {
  const { t } = useT();
  const canEdit = useCan(PERMISSIONS.ACCOUNT_MANAGE);
  const units = useGetCustomerCurrencyUnitsQuery();
  const all = useGetAllCurrenciesQuery();
  const [setAll, setState] = useSetCurrencyUnitsMutation();
  const [remove, removeState] = useDeleteCurrencyUnitMutation();
  const [error, setError] = useState<string | null>(null);
  const busy = setState.isLoading || removeState.isLoading;

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (cause) {
      setError(apiErrorText(t, cause));
    }
  };
  const makeDefault = (unit: CurrencyUnitDto) =>
    run(() => setAll({ units: (units.data ?? []).map((u) => ({ code: u.code, is_default: u.id === unit.id })) }).unwrap());

  return (
    <Card title={t('currency_title', 'Currency units')}>
      <SettingsStyles />
      <LoadingBar active={units.isFetching || busy} />
      <p className="aa-muted">{t('currency_intro', 'Money is shown in the default currency. Without any currency, US dollars are used.')}</p>
      {units.error && !units.data ? <ErrorPanel title={t('currency_unavailable', 'The currency units could not be loaded')} onRetry={() => void units.refetch()} /> : null}
      {units.data ? (
        <ul className="st-list" aria-label={t('currency_list', 'Your currency units')}>
          {units.data.length === 0 ? <li>{t('currency_none', 'No currency units yet: US dollars are used.')}</li> : null}
          {units.data.map((u) => (
            <li key={u.id} className="st-row st-head">
              <span>
                <strong>{u.code}</strong> {u.name} ({formatMoneyIn(u, 1234.5)})
                {u.is_default ? <> · <em>{t('currency_default', 'Default')}</em></> : null}
              </span>
              {canEdit ? (
                <span className="st-edit">
                  {!u.is_default ? (
                    <Button variant="secondary" disabled={busy} onClick={() => void makeDefault(u)} aria-label={t('currency_make_default_of', 'Make {{code}} the default', { code: u.code })}>
                      {t('currency_make_default', 'Make default')}
                    </Button>
                  ) : null}
                  <Button variant="secondary" disabled={busy} onClick={() => void run(() => remove(u.id).unwrap())} aria-label={t('currency_remove_of', 'Remove {{code}}', { code: u.code })}>
                    {t('currency_remove', 'Remove')}
                  </Button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <ErrorAlert message={error} />
      {canEdit && units.data && all.data ? <AddCurrency taken={units.data.map((u) => u.code)} options={all.data} /> : null}
    </Card>
  );
}

function AddCurrency({ taken, options }: { taken: string[]; options: { code: string; name: string }[] }) {
  const { t } = useT();
  const defaultId = useId();
  const free = options.filter((o) => !taken.includes(o.code));
  const [code, setCode] = useState('');
  const [asDefault, setAsDefault] = useState(false);
  const [add, { isLoading }] = useAddCurrencyUnitMutation();
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setAdded(null);
    try {
      const unit = await add({ code, is_default: asDefault }).unwrap();
      setAdded(unit.code);
      setCode('');
      setAsDefault(false);
    } catch (cause) {
      setError(apiErrorText(t, cause));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('currency_add_title', 'Add a currency')} className="st-edit">
      <SelectField
        label={t('currency_choose', 'Currency')}
        placeholder={t('currency_choose_placeholder', 'Choose a currency')}
        options={free.map((o) => ({ value: o.code, label: `${o.code} · ${o.name}` }))}
        value={code}
        required
        onChange={(e) => setCode(e.target.value)}
      />
      <label className="aa-check" htmlFor={defaultId}>
        <input id={defaultId} type="checkbox" checked={asDefault} onChange={(e) => setAsDefault(e.target.checked)} />
        <span>{t('currency_add_default', 'Make it the default')}</span>
      </label>
      <Button type="submit" disabled={isLoading || !code}>{t('currency_add', 'Add currency')}</Button>
      <p role="status">{added ? t('currency_added', '{{code}} added.', { code: added }) : ''}</p>
      <ErrorAlert message={error} />
    </form>
  );
}
