import { currencyDef } from '@attest/contracts';
import { formatMoneyIn } from './money-format';

describe('formatMoneyIn', () => {
  it("shows the currency's symbol, thousands separators and its decimals", () => {
    expect(formatMoneyIn(currencyDef('USD')!, 1234.5)).toBe('$1,234.50');
    expect(formatMoneyIn(currencyDef('EUR')!, 0)).toBe('€0.00');
    expect(formatMoneyIn(currencyDef('JPY')!, 1234.5)).toBe('¥1,235');
    expect(formatMoneyIn(currencyDef('CAD')!, -12.345)).toBe('-CA$12.35');
  });
});
