import { DataSource } from 'typeorm';
import { PayHistoryEntity } from '@attest/talent';

const DAY = 86_400_000;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The demo applicant's last six biweekly pay stubs (product demo content for the pay pages): 40 regular hours
 * and some overtime, federal, Social Security, Medicare, Montana state tax, a medical deduction. Idempotent.
 */
export async function seedPayDemoRows(ds: DataSource, customerId: number, applicantId: number): Promise<void> {
  const repo = ds.getRepository(PayHistoryEntity);
  if (await repo.countBy({ customer_id: customerId, applicant_id: applicantId })) {
    return;
  }
  const lastFriday = Date.now() - ((new Date().getUTCDay() + 2) % 7) * DAY;
  for (let i = 5; i >= 0; i--) {
    const check = lastFriday - i * 14 * DAY;
    const overtime = i % 2 === 0 ? 4 : 0;
    const gross = Math.round((80 * 24 + overtime * 36) * 100) / 100;
    const fed = Math.round(gross * 0.1 * 100) / 100;
    const ss = Math.round(gross * 0.062 * 100) / 100;
    const medicare = Math.round(gross * 0.0145 * 100) / 100;
    const state = Math.round(gross * 0.047 * 100) / 100;
    const medical = 42.5;
    const taxes = Math.round((fed + ss + medicare + state) * 100) / 100;
    await repo.insert({
      customer_id: customerId,
      applicant_id: applicantId,
      check_date: ymd(check),
      pay_type: 'Biweekly',
      check_number: String(104_200 + (5 - i)),
      gross_pay: gross,
      total_taxes: taxes,
      total_deductions: medical,
      total_benefits: 0,
      net_pay: Math.round((gross - taxes - medical) * 100) / 100,
      tax_fed: fed,
      tax_ss: ss,
      tax_medicare: medicare,
      state_tax_name: 'MT',
      state_tax: state,
      local_tax_name: null,
      local_tax: 0,
      start_date: ymd(check - 19 * DAY),
      end_date: ymd(check - 6 * DAY),
      brn: 'HQ',
      sick_time: 8 - i,
      covid_leave: null,
      covid_positive_leave: null,
      details: JSON.stringify([
        { code: 'REG', name: 'Regular', amount: 80 * 24, hours: 80, pay_rate: 24, detail_type: 'INCOME' },
        ...(overtime ? [{ code: 'OT', name: 'Overtime', amount: overtime * 36, hours: overtime, pay_rate: 36, detail_type: 'INCOME' }] : []),
        { code: 'MED', name: 'Medical', amount: medical, hours: null, pay_rate: null, detail_type: 'DEDUCTION' },
        { code: 'ST', name: 'State Tax', amount: state, hours: null, pay_rate: null, detail_type: 'TAX' },
      ]),
    });
  }
}
