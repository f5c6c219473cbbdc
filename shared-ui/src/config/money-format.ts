import { currencyDef, DEFAULT_CURRENCY_CODE, type CurrencyDef, type CurrencyUnitDto } from '@attest/contracts';
import { api } from '../api/api';

/** The customer's currency units (`GET /api/v1/currencyUnit`), read by both parties. */
export const currencyUnitsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomerCurrencyUnits: build.query<CurrencyUnitDto[], void>({
      query: () => '/api/v1/currencyUnit',
    }),
  }),
});

export const { useGetCustomerCurrencyUnitsQuery } = currencyUnitsApi;

/** Money as text in `currency`: its symbol, thousands separators and its decimals (2 for most, 0 for JPY). */
export function formatMoneyIn(currency: CurrencyDef, amount: number, locale = 'en-US'): string {
  const digits = new Intl.NumberFormat(locale, { minimumFractionDigits: currency.decimals, maximumFractionDigits: currency.decimals }).format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}${currency.symbol}${digits}`;
}

export interface MoneyFormat {
  currency: CurrencyDef;
  format(amount: number | null | undefined): string;
}

/**
 * The one way pages show money (issue 17): in the customer's default currency unit, US dollars until
 * the customer has one (or on guest pages: `skip`).
 */
export function useMoneyFormat(options: { skip?: boolean } = {}): MoneyFormat {
  const { data } = useGetCustomerCurrencyUnitsQuery(undefined, { skip: options.skip });
  const unit = data?.find((u) => u.is_default) ?? data?.[0];
  const currency = currencyDef(unit?.code) ?? currencyDef(DEFAULT_CURRENCY_CODE)!;
  return {
    currency,
    format: (amount) => (amount === null || amount === undefined || !Number.isFinite(amount) ? '' : formatMoneyIn(currency, amount)),
  };
}
