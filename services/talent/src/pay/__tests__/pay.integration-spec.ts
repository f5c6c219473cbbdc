import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { TokenService } from '@attest/platform';
import { client, grantRole, pdfText, sessionFor, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { talentTestModule } from '../../__tests__/talent-fixtures';
import { PayHistoryEntity } from '../entities/pay-history.entity';

const CLEAR = '987654321';
const acct = (p: object = {}) => ({ account_type: 'CHECKING', routing_number: '021000021', account_number: CLEAR, disbursement_type: 'PERCENT', amount: 60, ...p });

describe('pay: api/v1/payaccounts, payaccountsettings, payhistory and the staff read', () => {
  let t: TestApp;
  let ds: DataSource;
  let call: ReturnType<typeof client>;
  let ada: ApplicantEntity;
  let bob: ApplicantEntity;
  let eve: ApplicantEntity;
  let adaS: Session;
  let bobS: Session;
  let eveS: Session;
  let admin: Session;
  let limited: Session;
  const stubs: Record<string, PayHistoryEntity> = {};

  beforeAll(async () => {
    t = await startTestApp(talentTestModule);
    call = client(t.baseUrl);
    ds = t.app.get(DataSource);
    const now = new Date();
    await ds.query("INSERT INTO customers (id, customer_code, name, active, created_at) VALUES (1, 'acme', 'Acme Staffing', 1, ?), (2, 'globex', 'Globex', 1, ?)", [now, now]);
    const person = (customer_id: number, first_name: string, email: string, location_id: number) =>
      ds.getRepository(ApplicantEntity).save({ customer_id, first_name, last_name: 'Tester', location_id, email, date_registered: now, last_updated: now });
    ada = await person(1, 'Ada', 'ada@acme.test', 10);
    bob = await person(1, 'Bob', 'bob@acme.test', 11);
    eve = await person(2, 'Eve', 'eve@globex.test', 10);
    const stub = (a: ApplicantEntity, check_number: string, check_date: string, gross_pay: number) =>
      ds.getRepository(PayHistoryEntity).save({
        customer_id: a.customer_id, applicant_id: a.applicant_id, check_number, check_date, pay_type: 'Weekly', gross_pay, net_pay: gross_pay * 0.8,
        total_taxes: gross_pay * 0.15, total_deductions: gross_pay * 0.05, total_benefits: 0, tax_fed: 50, tax_ss: 30, tax_medicare: 10, state_tax_name: 'CA', state_tax: 20,
        local_tax_name: null, local_tax: 0, start_date: '0000-00-00', end_date: check_date, brn: 'B1', sick_time: 2, covid_leave: null, covid_positive_leave: null,
        details: JSON.stringify([
          { code: 'REG', name: 'Regular', amount: gross_pay, hours: 40, pay_rate: gross_pay / 40, detail_type: 'INCOME' },
          { code: 'MED', name: 'Medical', amount: 12.5, hours: null, pay_rate: null, detail_type: 'DEDUCTION' },
          { code: 'ST', name: 'State Tax', amount: 20, hours: null, pay_rate: null, detail_type: 'TAX' },
        ]),
      });
    stubs.dec = await stub(ada, '9001', '2025-12-26', 700);
    stubs.jan = await stub(ada, '9002', '2026-01-09', 1000);
    stubs.feb = await stub(ada, '9003', '2026-02-06', 1200);
    stubs.bob = await stub(bob, '9100', '2026-01-09', 500);
    adaS = await sessionFor(t.app, 'applicant', ada.applicant_id, 1);
    bobS = await sessionFor(t.app, 'applicant', bob.applicant_id, 1);
    eveS = await sessionFor(t.app, 'applicant', eve.applicant_id, 2);
    admin = await sessionFor(t.app, 'user', 900, 1);
    await grantRole(t.app, 902, 1, SEEDED_ROLE_IDS.RECRUITER, 11);
    limited = await sessionFor(t.app, 'user', 902, 1, null);
  }, 180_000);
  afterAll(async () => t?.close());

  const rows = async () => (await ds.query('SELECT applicant_id, account_number, disbursement_type, amount FROM apl_pay_accounts ORDER BY id')) as { applicant_id: number; account_number: string; amount: unknown }[];
  const mails = async () => (await ds.query("SELECT recipient, subject, body FROM notification_outbox WHERE channel = 'email' ORDER BY id")) as { recipient: string; subject: string; body: string }[];
  const audits = async () => (await ds.query("SELECT entity, action, changes FROM audit_log WHERE entity LIKE 'apl_pay%' ORDER BY id")) as { entity: string; action: string; changes: string }[];
  const setConfig = (name: string, value: string) =>
    ds.query('INSERT INTO customer_configs (customer_id, name, value, updated_at) VALUES (1, ?, ?, ?)', [name, value, new Date()]);
  const clearConfig = () => ds.query('DELETE FROM customer_configs WHERE customer_id = 1');

  it('refuses a split at 90 % with the banner key and changes nothing, nor mails, nor audits', async () => {
    const res = await call('POST', '/api/v1/payaccounts', { session: adaS, body: { accounts: [acct(), acct({ account_number: '11112222', amount: 30 })] } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, messageKey: 'SPLITPAYPERCENTAGEALERT', details: { banner: 'SPLITPAYPERCENTAGEALERT' } });
    expect(await rows()).toEqual([]);
    expect(await mails()).toEqual([]);
    expect(await audits()).toEqual([]);
  });

  it('refuses a bad routing number (invalid_routing_number) and an institution number the customer does not ask for', async () => {
    const bad = await call('POST', '/api/v1/payaccounts', { session: adaS, body: { accounts: [acct({ routing_number: '021000022', disbursement_type: 'NET', amount: null })] } });
    expect(bad.body).toMatchObject({ statusCode: 400, details: { fields: { 'accounts[0].routing_number': 'invalid_routing_number' } } });
    const inst = await call('POST', '/api/v1/payaccounts', { session: adaS, body: { accounts: [acct({ disbursement_type: 'NET', institution_number: '001' })] } });
    expect(inst.body).toMatchObject({ statusCode: 400, details: { fields: { 'accounts[0].institution_number': 'unknown_field' } } });
    expect(await rows()).toEqual([]);
  });

  it('honours require_bank_name and add_institution_number_for_direct_deposit', async () => {
    await setConfig('require_bank_name', 'true');
    await setConfig('add_institution_number_for_direct_deposit', 'true');
    try {
      expect((await call('GET', '/api/v1/payaccountsettings', { session: adaS })).body).toEqual({ split_pay_type: 'PERCENT', require_bank_name: true, add_institution_number_for_direct_deposit: true });
      const res = await call('POST', '/api/v1/payaccounts', { session: adaS, body: { accounts: [acct({ disbursement_type: 'NET' })] } });
      expect(res.body).toMatchObject({ statusCode: 400, details: { fields: { 'accounts[0].bank_name': 'required_field', 'accounts[0].institution_number': 'required_field' } } });
      expect(await rows()).toEqual([]);
    } finally {
      await clearConfig();
    }
  });

  it('accepts a split at 100 %: stored encrypted, answered masked, audited with masked numbers, the applicant emailed', async () => {
    const res = await call('POST', '/api/v1/payaccounts', { session: adaS, body: { accounts: [acct(), acct({ account_number: '11112222', amount: 40, account_type: 'SAVINGS' })] } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject([
      { account_number_masked: '****4321', disbursement_type: 'PERCENT', amount: 60, priority: 0, routing_number: '021000021' },
      { account_number_masked: '****2222', account_type: 'SAVINGS', amount: 40, priority: 1 },
    ]);
    expect(JSON.stringify(res.body)).not.toContain(CLEAR);
    const stored = await rows();
    expect(stored).toHaveLength(2);
    expect(stored.every((r) => r.account_number.startsWith('v1:') && !r.account_number.includes(CLEAR))).toBe(true);
    const audit = await audits();
    expect(audit.map((a) => a.action)).toEqual(['replace']);
    expect(audit[0].changes).toContain('****4321');
    expect(audit[0].changes).not.toContain(CLEAR);
    const mail = await mails();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ recipient: 'ada@acme.test', subject: 'Your direct deposit changed' });
    expect(mail[0].body).toContain('****4321');
    expect(mail[0].body).not.toContain(CLEAR);
  });

  it('updates and deletes one account, keeping the split at 100 %; another applicant’s or customer’s id is 404 and changes nothing', async () => {
    const [first, second] = (await call('GET', '/api/v1/payaccounts', { session: adaS })).body as { id: number }[];
    expect((await call('GET', `/api/v1/payaccounts/${first.id}`, { session: adaS })).body).toMatchObject({ id: first.id, account_number_masked: '****4321' });
    for (const s of [bobS, eveS]) {
      expect((await call('GET', `/api/v1/payaccounts/${first.id}`, { session: s })).status).toBe(404);
      expect((await call('POST', `/api/v1/payaccounts/${first.id}`, { session: s, body: acct({ amount: 100 }) })).status).toBe(404);
      expect((await call('DELETE', `/api/v1/payaccounts/${first.id}`, { session: s })).status).toBe(404);
      expect((await call('GET', '/api/v1/payaccounts', { session: s })).body).toEqual([]);
    }
    const tooLittle = await call('POST', `/api/v1/payaccounts/${first.id}`, { session: adaS, body: acct({ amount: 50 }) });
    expect(tooLittle.body).toMatchObject({ statusCode: 400, messageKey: 'SPLITPAYPERCENTAGEALERT' });
    expect((await call('DELETE', `/api/v1/payaccounts/${second.id}`, { session: adaS })).body).toMatchObject({ messageKey: 'SPLITPAYPERCENTAGEALERT' });
    expect((await rows()).map((r) => Number(r.amount))).toEqual([60, 40]);
    const mailsBefore = (await mails()).length;
    const updated = await call('POST', `/api/v1/payaccounts/${second.id}`, { session: adaS, body: acct({ account_number: '55556666', amount: 40 }) });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: second.id, account_number_masked: '****6666', disbursement_type: 'PERCENT', amount: 40 });
    // Moving from a percent split to fixed + remainder is one change of the whole set (one at a time would pass through a bad split).
    const relaid = await call('POST', '/api/v1/payaccounts', { session: adaS, body: { accounts: [acct({ account_number: '55556666', disbursement_type: 'FIXED', amount: 150 }), acct({ disbursement_type: 'NET', amount: null })] } });
    expect(relaid.body).toMatchObject([{ disbursement_type: 'FIXED', amount: 150, account_number_masked: '****6666' }, { disbursement_type: 'NET', amount: null, account_number_masked: '****4321' }]);
    expect((await call('DELETE', `/api/v1/payaccounts/${relaid.body[0].id}`, { session: adaS })).status).toBe(204);
    expect((await call('GET', '/api/v1/payaccounts', { session: adaS })).body).toMatchObject([{ account_number_masked: '****4321', disbursement_type: 'NET' }]);
    expect((await mails()).length).toBe(mailsBefore + 3);
    expect((await audits()).map((a) => a.action)).toEqual(['replace', 'update', 'replace', 'delete']);
  });

  it('answers the settings and saves the split pay type (audited, mailed); refuses an unknown type', async () => {
    expect((await call('POST', '/api/v1/payaccountsettings', { session: adaS, body: { split_pay_type: 'SHARES' } })).body).toMatchObject({ details: { fields: { split_pay_type: 'invalid_entry' } } });
    const res = await call('POST', '/api/v1/payaccountsettings', { session: adaS, body: { split_pay_type: 'DOLLAR_AMOUNT' } });
    expect(res.body).toMatchObject({ split_pay_type: 'DOLLAR_AMOUNT', require_bank_name: false });
    expect((await call('GET', '/api/v1/payaccountsettings', { session: bobS })).body).toMatchObject({ split_pay_type: 'PERCENT' });
    expect((await audits()).pop()).toMatchObject({ entity: 'apl_pay_account_settings', action: 'update' });
  });

  it('lets staff read an applicant’s accounts and settings masked; another customer’s or location’s applicant is 404', async () => {
    const list = await call('GET', `/api/v1/applicants/${ada.applicant_id}/payaccounts`, { session: admin });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(CLEAR);
    expect((await call('GET', `/api/v1/applicants/${ada.applicant_id}/payaccounts/${list.body[0].id}`, { session: admin })).body).toMatchObject({ account_number_masked: '****4321' });
    expect((await call('GET', `/api/v1/applicants/${ada.applicant_id}/payaccountsettings`, { session: admin })).body).toMatchObject({ split_pay_type: 'DOLLAR_AMOUNT' });
    expect((await call('GET', `/api/v1/applicants/${eve.applicant_id}/payaccounts`, { session: admin })).status).toBe(404);
    expect((await call('GET', `/api/v1/applicants/${ada.applicant_id}/payaccounts`, { session: limited })).status).toBe(404);
    expect((await call('GET', `/api/v1/applicants/${bob.applicant_id}/payaccounts`, { session: limited })).status).toBe(200);
    expect((await call('GET', `/api/v1/applicants/${ada.applicant_id}/payaccounts`, { session: adaS })).status).toBe(403);
    expect((await call('GET', '/api/v1/payaccounts', { session: admin })).status).toBe(403);
  });

  it('lists pay history newest first and answers a stub with YTD per calendar year, its lines, and blank zero dates', async () => {
    const list = await call('GET', '/api/v1/payhistory', { session: adaS });
    expect(list.body.map((s: { check_number: string }) => s.check_number)).toEqual(['9003', '9002', '9001']);
    const feb = await call('GET', `/api/v1/payhistory/${stubs.feb.pay_id}`, { session: adaS });
    expect(feb.body).toMatchObject({ check_number: '9003', gross_pay: 1200, start_date: null, end_date: '2026-02-06', ytd: { gross_pay: 2200, tax_fed: 100 } });
    expect(feb.body.earnings.map((d: { code: string }) => d.code)).toEqual(['REG']);
    expect(feb.body.deductions.map((d: { code: string }) => d.code)).toEqual(['MED']);
    expect((await call('GET', `/api/v1/payhistory/${stubs.dec.pay_id}`, { session: adaS })).body.ytd.gross_pay).toBe(700);
    expect((await call('GET', `/api/v1/payhistory/${stubs.bob.pay_id}`, { session: adaS })).status).toBe(404);
    expect((await call('GET', `/api/v1/payhistory/${stubs.jan.pay_id}`, { session: eveS })).status).toBe(404);
    expect((await call('GET', `/api/v1/payhistory/${stubs.jan.pay_id}/pdf`, { session: bobS })).status).toBe(404);
  });

  it('downloads the pay stub PDF with this check and the year to date', async () => {
    const res = await fetch(`${t.baseUrl}/api/v1/payhistory/${stubs.feb.pay_id}/pdf`, { headers: { authorization: `Basic ${adaS.token}`, 'x-requested-by-party': 'applicant', 'x-request-customer-id': '1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    const text = pdfText(new Uint8Array(await res.arrayBuffer()));
    for (const s of ['Acme Staffing', 'Check 9003', 'Employee: Ada Tester', 'Check date: 02/06/2026', 'Period:  - 02/06/2026', 'Gross pay', '$1,200.00', '$2,200.00', 'State tax (CA)', 'Regular', 'Medical']) {
      expect(text).toContain(s);
    }
    expect(text).not.toContain('State Tax\n$20.00');
  });

  it('lets a staff user with applicants.pay.manage change the accounts (same rules, audited as staff, mailed saying so); a Recruiter is refused and nothing changes', async () => {
    const recruiter = await sessionFor(t.app, 'user', 903, 1, SEEDED_ROLE_IDS.RECRUITER);
    const before = await rows();
    const mailsBefore = (await mails()).length;
    const base = `/api/v1/applicants/${bob.applicant_id}`;
    for (const [method, path, body] of [
      ['POST', `${base}/payaccounts`, { accounts: [acct({ disbursement_type: 'NET', amount: null })] }],
      ['POST', `${base}/payaccountsettings`, { split_pay_type: 'DOLLAR_AMOUNT' }],
    ] as const) {
      expect((await call(method, path, { session: recruiter, body })).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
      expect((await call(method, path, { session: limited, body })).status).toBe(403);
      expect((await call(method, path.replace(String(bob.applicant_id), String(eve.applicant_id)), { session: admin, body })).status).toBe(404);
    }
    expect(await rows()).toEqual(before);
    expect((await mails()).length).toBe(mailsBefore);

    // The same split rule as the applicant's own change: 90 % is refused with the banner and changes nothing.
    const ninety = await call('POST', `${base}/payaccounts`, { session: admin, body: { accounts: [acct({ amount: 50 }), acct({ account_number: '12121212', amount: 40 })] } });
    expect(ninety.body).toMatchObject({ statusCode: 400, messageKey: 'SPLITPAYPERCENTAGEALERT' });
    expect(await rows()).toEqual(before);
    const saved = await call('POST', `${base}/payaccounts`, { session: admin, body: { accounts: [acct({ disbursement_type: 'NET', amount: null })] } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject([{ account_number_masked: '****4321', disbursement_type: 'NET' }]);
    const id = saved.body[0].id as number;
    expect((await call('POST', `${base}/payaccounts/${id}`, { session: admin, body: acct({ disbursement_type: 'NET', amount: null, account_number: '77778888' }) })).body).toMatchObject({ id, account_number_masked: '****8888' });
    expect((await call('POST', `${base}/payaccountsettings`, { session: admin, body: { split_pay_type: 'DOLLAR_AMOUNT' } })).body).toMatchObject({ split_pay_type: 'DOLLAR_AMOUNT' });
    expect((await call('DELETE', `${base}/payaccounts/${id}`, { session: admin })).status).toBe(204);
    expect((await rows()).filter((r) => r.applicant_id === bob.applicant_id)).toEqual([]);
    const staffMails = (await mails()).slice(mailsBefore);
    expect(staffMails.map((m) => m.recipient)).toEqual(['bob@acme.test', 'bob@acme.test', 'bob@acme.test', 'bob@acme.test']);
    expect(staffMails[0].body).toContain('made for you by a member of staff at Acme Staffing');
    const staffAudits = (await ds.query("SELECT action, actor_party, actor_id FROM audit_log WHERE entity LIKE 'apl_pay%' AND entity_id = ? ORDER BY id", [String(bob.applicant_id)])) as { action: string; actor_party: string; actor_id: number }[];
    expect(staffAudits.map((a) => [a.action, a.actor_party, Number(a.actor_id)])).toEqual([['replace', 'user', 900], ['update', 'user', 900], ['update', 'user', 900], ['delete', 'user', 900]]);
  });

  it('refuses a pay account change from staff viewing the portal as the applicant (pay_accounts_applicant_only); reading still works', async () => {
    const { token } = await t.app.get(TokenService).issue({ kind: 'access', party: 'applicant', subjectId: ada.applicant_id, customerId: 1, ttlMinutes: 5, issuedByUserId: 900 });
    const asAda: Session = { token, party: 'applicant', customerId: 1 };
    const before = await rows();
    expect((await call('GET', '/api/v1/payaccounts', { session: asAda })).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', '/api/v1/payaccounts', { accounts: [acct({ disbursement_type: 'NET', amount: null, account_number: '66665555' })] }],
      ['POST', '/api/v1/payaccountsettings', { split_pay_type: 'PERCENT' }],
    ] as const) {
      expect((await call(method, path, { session: asAda, body })).body).toMatchObject({ statusCode: 403, messageKey: 'pay_accounts_applicant_only' });
    }
    expect(await rows()).toEqual(before);
  });

  it('answers the pay summary to staff in scope and to the applicant herself: last check, the year to date of its year, the account count', async () => {
    const url = (applicantId: number, customerId = 1) => `/api/v2/customers/${customerId}/aplpaysummary/${applicantId}`;
    const viewer = await sessionFor(t.app, 'user', 904, 1, SEEDED_ROLE_IDS.VIEWER);
    const summary = await call('GET', url(ada.applicant_id), { session: viewer });
    expect(summary.body).toEqual({
      applicant_id: ada.applicant_id, available: true, pay_account_count: 1, stub_count: 3,
      last_check: { pay_id: stubs.feb.pay_id, check_date: '2026-02-06', check_number: '9003', gross_pay: 1200, net_pay: 960 },
      year_to_date: { year: '2026', gross_pay: 2200, net_pay: 1760 },
    });
    expect((await call('GET', url(ada.applicant_id), { session: adaS })).body).toEqual(summary.body);
    expect((await call('GET', url(bob.applicant_id), { session: adaS })).status).toBe(404);
    expect((await call('GET', url(ada.applicant_id, 2), { session: admin })).status).toBe(404);
    expect((await call('GET', url(eve.applicant_id), { session: admin })).status).toBe(404);
    expect((await call('GET', url(ada.applicant_id), { session: limited })).status).toBe(404);
    expect((await call('GET', url(bob.applicant_id), { session: limited })).body).toMatchObject({ available: true, stub_count: 1, pay_account_count: 0, year_to_date: { year: '2026', gross_pay: 500 } });
    const nobody = await ds.getRepository(ApplicantEntity).save({ customer_id: 1, first_name: 'Nia', last_name: 'Tester', location_id: 10, email: 'nia@acme.test', date_registered: new Date(), last_updated: new Date() });
    expect((await call('GET', url(nobody.applicant_id), { session: admin })).body).toEqual({ applicant_id: nobody.applicant_id, available: false, pay_account_count: 0, stub_count: 0, last_check: null, year_to_date: null });
  });
});
