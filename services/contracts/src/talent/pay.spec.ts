import { payAccountSchema, splitPayProblem, SPLIT_PAY_PERCENTAGE_ALERT, stubLines, yearToDate, type PayStubView } from './pay';

describe('split pay rule', () => {
  it('refuses percents that add to 90 with the banner key and accepts 100', () => {
    expect(splitPayProblem([{ disbursement_type: 'PERCENT', amount: 60 }, { disbursement_type: 'PERCENT', amount: 30 }])).toBe(SPLIT_PAY_PERCENTAGE_ALERT);
    expect(splitPayProblem([{ disbursement_type: 'PERCENT', amount: 60 }, { disbursement_type: 'PERCENT', amount: 40 }])).toBeNull();
    expect(splitPayProblem([{ disbursement_type: 'PERCENT', amount: 33.33 }, { disbursement_type: 'PERCENT', amount: 66.67 }])).toBeNull();
  });

  it('refuses percent beside a NET remainder, two NET accounts and a FIXED without amount', () => {
    expect(splitPayProblem([{ disbursement_type: 'PERCENT', amount: 100 }, { disbursement_type: 'NET' }])).toBe(SPLIT_PAY_PERCENTAGE_ALERT);
    expect(splitPayProblem([{ disbursement_type: 'NET' }, { disbursement_type: 'NET' }])).toBe('invalid_entry');
    expect(splitPayProblem([{ disbursement_type: 'FIXED', amount: 0 }, { disbursement_type: 'NET' }])).toBe('invalid_entry');
    expect(splitPayProblem([{ disbursement_type: 'FIXED', amount: 150 }, { disbursement_type: 'NET' }])).toBeNull();
    expect(splitPayProblem([])).toBeNull();
  });
});

describe('payAccountSchema', () => {
  const ok = { account_type: 'CHECKING', routing_number: '021000021', account_number: '123456789', disbursement_type: 'NET' };
  const errorOf = (rules: { requireBankName: boolean; institutionNumber: boolean }, body: object) =>
    payAccountSchema(rules).validate(body, { abortEarly: true }).then(() => null, (e: { message: string; path: string }) => `${e.path}:${e.message}`);

  it('checks the routing number, the bank name and the institution number by the customer switches', async () => {
    const plain = { requireBankName: false, institutionNumber: false };
    expect(await errorOf(plain, ok)).toBeNull();
    expect(await errorOf(plain, { ...ok, routing_number: '021000022' })).toBe('routing_number:invalid_routing_number');
    expect(await errorOf({ ...plain, requireBankName: true }, ok)).toBe('bank_name:required_field');
    expect(await errorOf({ ...plain, requireBankName: true }, { ...ok, bank_name: 'First Bank' })).toBeNull();
    expect(await errorOf(plain, { ...ok, institution_number: '001' })).toBe('institution_number:unknown_field');
    expect(await errorOf({ ...plain, institutionNumber: true }, ok)).toBe('institution_number:required_field');
    expect(await errorOf({ ...plain, institutionNumber: true }, { ...ok, institution_number: '001' })).toBeNull();
  });
});

describe('pay stub year to date and lines', () => {
  const money = { gross_pay: 0, total_taxes: 0, total_deductions: 0, total_benefits: 0, net_pay: 0, tax_fed: 0, tax_ss: 0, tax_medicare: 0, state_tax: 0, local_tax: 0 };
  const stub = (pay_id: number, check_date: string, gross_pay: number): PayStubView => ({
    ...money, pay_id, check_date, gross_pay, pay_type: 'W', check_number: String(pay_id), state_tax_name: null, local_tax_name: null,
    start_date: null, end_date: null, brn: null, sick_time: null, covid_leave: null, covid_positive_leave: null, details: [],
  });

  it('sums the calendar year up to the check date', () => {
    const all = [stub(1, '2025-12-26', 500), stub(2, '2026-01-09', 1000.1), stub(3, '2026-01-23', 1000.2), stub(4, '2026-02-06', 900)];
    expect(yearToDate(all[2], all).gross_pay).toBe(2000.3);
    expect(yearToDate(all[0], all).gross_pay).toBe(500);
    expect(yearToDate(all[3], all).gross_pay).toBe(2900.3);
  });

  it('keeps state and local tax lines out of the deductions; INCOME is earnings', () => {
    const lines = stubLines([
      { code: 'REG', name: 'Regular', amount: 800, hours: 40, pay_rate: 20, detail_type: 'INCOME' },
      { code: '401K', name: '401k', amount: 40, hours: null, pay_rate: null, detail_type: 'DEDUCTION' },
      { code: 'ST', name: 'State Tax', amount: 30, hours: null, pay_rate: null, detail_type: 'TAX' },
      { code: 'LT', name: 'Local Tax', amount: 5, hours: null, pay_rate: null, detail_type: 'TAX' },
    ]);
    expect(lines.earnings.map((d) => d.code)).toEqual(['REG']);
    expect(lines.deductions.map((d) => d.code)).toEqual(['401K']);
  });
});
