import * as fs from 'fs';
import * as path from 'path';
import { PAY_STUB_MONEY, BANK_ACCOUNT_TYPES, DISBURSEMENT_TYPES } from '@attest/contracts';
import { DEMO_TRANSLATIONS_ES } from '../demo-translations';
import { PORTAL_TRANSLATIONS_ES } from './index';

const repoRoot = path.resolve(__dirname, '../../../../..');
const FILES = [
  ...fs.readdirSync(path.join(repoRoot, 'mfe-applicant/src/pay')).filter((f) => /\.tsx?$/.test(f) && !/\.spec\.tsx?$/.test(f)).map((f) => `mfe-applicant/src/pay/${f}`),
  'mfe-account-admin/src/applicant-detail/components/PaySection.tsx',
  'mfe-account-admin/src/applicant-detail/components/PaySummaryFact.tsx',
  'shared-ui/src/pay/DirectDepositForm.tsx',
];

/** t('key', 'English') calls of the pay pages and the staff pay section, plus the keys they build from the contracts' lists. */
function payKeys(): string[] {
  const literal = FILES.flatMap((f) => [...fs.readFileSync(path.join(repoRoot, f), 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_]+)',\s*['"`]/g)].map((m) => m[1]));
  const built = [...PAY_STUB_MONEY.map((k) => `pay_${k}`), ...BANK_ACCOUNT_TYPES.map((v) => `pay_account_type_${v}`), ...DISBURSEMENT_TYPES.map((v) => `pay_disbursement_${v}`)];
  return [...new Set([...literal, ...built, 'nav_pay', 'SPLITPAYPERCENTAGEALERT', 'banner_SPLITPAYPERCENTAGEALERT', 'invalid_routing_number'])];
}

describe('Spanish for pay (pay.es.ts)', () => {
  const spanish: Record<string, string> = { ...DEMO_TRANSLATIONS_ES, ...PORTAL_TRANSLATIONS_ES };

  it('covers every label the pay pages and the staff pay section show and the keys the pay API refuses with', () => {
    const keys = payKeys();
    expect(keys.length).toBeGreaterThan(40);
    expect(keys).toEqual(expect.arrayContaining(['pay_staff_accounts_title', 'pay_direct_deposit_title']));
    expect(keys.filter((k) => !spanish[k])).toEqual([]);
  });
});
