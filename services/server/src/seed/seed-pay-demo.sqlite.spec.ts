import { useTalentSqlite } from './talent-sqlite-kit';
import { seedPayDemoRows } from './seed-pay-demo';

// `npm start` runs SQLite: the pay migration must run there, and the demo stubs go in once.
describe('the pay demo seed on SQLite', () => {
  const db = useTalentSqlite();

  it('adds six biweekly stubs for the applicant, only once, with money as numbers', async () => {
    await seedPayDemoRows(db(), 1, 7);
    await seedPayDemoRows(db(), 1, 7);
    const rows = (await db().query('SELECT check_date, gross_pay, details FROM apl_pay_history WHERE applicant_id = 7 ORDER BY check_date')) as { check_date: string; gross_pay: number; details: string }[];
    expect(rows).toHaveLength(6);
    expect(Number(rows[0].gross_pay)).toBeGreaterThan(1900);
    expect(new Date(rows[5].check_date).getTime()).toBeLessThanOrEqual(Date.now());
    expect(JSON.parse(rows[0].details)[0]).toMatchObject({ code: 'REG', detail_type: 'INCOME' });
  });

  it('reverts the pay migration on SQLite', async () => {
    const pay = db().migrations.find((m) => m.name === 'CreatePay1798800000000');
    await pay?.down(db().createQueryRunner());
    expect(await db().createQueryRunner().hasTable('apl_pay_accounts')).toBe(false);
  });
});
