/**
 * The product's currency units (GET /api/v1/currencyUnit/all): ISO 4217 code, symbol, English name and
 * the decimals money is shown with (staff-side §9: money shown with 2 decimals; a currency without minor
 * units, such as JPY, shows none).
 */
export interface CurrencyDef {
  code: string;
  symbol: string;
  name: string;
  decimals: number;
}

const c = (code: string, symbol: string, name: string, decimals = 2): CurrencyDef => ({ code, symbol, name, decimals });

export const CURRENCIES: readonly CurrencyDef[] = [
  c('USD', '$', 'US dollar'),
  c('CAD', 'CA$', 'Canadian dollar'),
  c('MXN', 'MX$', 'Mexican peso'),
  c('EUR', '€', 'Euro'),
  c('GBP', '£', 'Pound sterling'),
  c('AUD', 'A$', 'Australian dollar'),
  c('NZD', 'NZ$', 'New Zealand dollar'),
  c('CHF', 'CHF', 'Swiss franc'),
  c('INR', '₹', 'Indian rupee'),
  c('PHP', '₱', 'Philippine peso'),
  c('BRL', 'R$', 'Brazilian real'),
  c('JPY', '¥', 'Japanese yen', 0),
];

/** A customer without currency units shows US dollars (the product's first market). */
export const DEFAULT_CURRENCY_CODE = 'USD';

export function currencyDef(code: string | null | undefined): CurrencyDef | undefined {
  return CURRENCIES.find((x) => x.code === code);
}
