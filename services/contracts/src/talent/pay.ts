import { array, mixed, number, object, string, type InferType } from 'yup';
import { isValidRoutingNumber } from '../validation/routing-number';

/** Direct deposit (applicant-side §3 "Pay"): how much of a check an account takes. */
export const DISBURSEMENT_TYPES = ['NET', 'FIXED', 'PERCENT'] as const;
export type DisbursementType = (typeof DISBURSEMENT_TYPES)[number];
/** How split pay is expressed (applicant-side §3 "Pay"). */
export const SPLIT_PAY_TYPES = ['PERCENT', 'DOLLAR_AMOUNT'] as const;
export type SplitPayType = (typeof SPLIT_PAY_TYPES)[number];
export const BANK_ACCOUNT_TYPES = ['CHECKING', 'SAVINGS'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
/** The banner the direct deposit editor shows, and the messageKey of the refusal, when percents do not add to 100. */
export const SPLIT_PAY_PERCENTAGE_ALERT = 'SPLITPAYPERCENTAGEALERT';
/** At most this many direct deposit accounts per applicant (decision 0038). */
export const MAX_PAY_ACCOUNTS = 5;

/** The per-customer switches that change what the direct deposit form asks for. */
export interface PayAccountRules {
  /** require_bank_name */
  requireBankName: boolean;
  /** add_institution_number_for_direct_deposit */
  institutionNumber: boolean;
}

/** One pay account as typed (account number in clear: it is encrypted at rest and never answered back). */
export function payAccountSchema(rules: PayAccountRules) {
  return object({
    account_type: mixed<BankAccountType>().oneOf([...BANK_ACCOUNT_TYPES], 'invalid_entry').required('required_field'),
    routing_number: string().strict().typeError('invalid_entry').required('required_field').test('aba', 'invalid_routing_number', (v) => isValidRoutingNumber(v)),
    account_number: string().strict().typeError('invalid_entry').required('required_field').matches(/^\d{4,17}$/, 'invalid_entry'),
    bank_name: rules.requireBankName
      ? string().strict().typeError('invalid_entry').trim().required('required_field').max(100, 'es_max')
      : string().strict().typeError('invalid_entry').trim().max(100, 'es_max').nullable().optional(),
    // The Canadian institution number (3 digits) is asked for only with add_institution_number_for_direct_deposit.
    institution_number: rules.institutionNumber
      ? string().strict().typeError('invalid_entry').required('required_field').matches(/^\d{3}$/, 'invalid_entry')
      : string().strict().typeError('unknown_field').nullable().optional().test('absent', 'unknown_field', (v) => !v),
    disbursement_type: mixed<DisbursementType>().oneOf([...DISBURSEMENT_TYPES], 'invalid_entry').required('required_field'),
    /** FIXED: dollars; PERCENT: percent of the check; NET (the remainder): ignored. */
    amount: number().typeError('number_validator').min(0, 'es_min').max(1_000_000, 'es_max').nullable().optional(),
  }).noUnknown(true, 'unknown_field');
}
export type PayAccountInput = InferType<ReturnType<typeof payAccountSchema>>;

/** POST /api/v1/payaccounts: the whole direct deposit set at once, so a split is saved or refused as one. */
export function payAccountSetSchema(rules: PayAccountRules) {
  return object({ accounts: array(payAccountSchema(rules).required()).required('required_field').max(MAX_PAY_ACCOUNTS, 'es_max') }).noUnknown(true, 'unknown_field');
}

export const payAccountSettingsSchema = object({
  split_pay_type: mixed<SplitPayType>().oneOf([...SPLIT_PAY_TYPES], 'invalid_entry').required('required_field'),
}).noUnknown(true, 'unknown_field');
export type PayAccountSettingsInput = InferType<typeof payAccountSettingsSchema>;

/**
 * The split rule over a whole set: percent accounts add to exactly 100 and do not sit beside a NET
 * (remainder) account, at most one NET account, FIXED accounts carry a positive amount.
 * Answers the refusal's messageKey, or null when the set is fine.
 */
export function splitPayProblem(accounts: readonly { disbursement_type: DisbursementType; amount?: number | null }[]): string | null {
  const percents = accounts.filter((a) => a.disbursement_type === 'PERCENT');
  const nets = accounts.filter((a) => a.disbursement_type === 'NET').length;
  if (nets > 1 || accounts.some((a) => a.disbursement_type === 'FIXED' && !(Number(a.amount) > 0))) {
    return 'invalid_entry';
  }
  if (percents.length && (nets || Math.round(percents.reduce((s, a) => s + Number(a.amount ?? 0), 0) * 100) !== 10_000)) {
    return SPLIT_PAY_PERCENTAGE_ALERT;
  }
  return null;
}

/** Shows the last four digits only. */
export function maskAccountNumber(plain: string): string {
  return '****' + plain.slice(-4);
}

/** A pay account as every answer shows it: the account number is masked. */
export interface PayAccountView {
  id: number;
  applicant_id: number;
  account_type: BankAccountType;
  routing_number: string;
  account_number_masked: string;
  bank_name: string | null;
  institution_number: string | null;
  disbursement_type: DisbursementType;
  amount: number | null;
  priority: number;
  updated: string;
}

export interface PayAccountSettingsView {
  split_pay_type: SplitPayType;
  require_bank_name: boolean;
  add_institution_number_for_direct_deposit: boolean;
}

/** A pay stub detail line (applicant-side §3): detail_type INCOME is earnings. */
export interface PayStubDetail {
  code: string;
  name: string;
  amount: number;
  hours: number | null;
  pay_rate: number | null;
  detail_type: string;
}

export const PAY_STUB_MONEY = ['gross_pay', 'total_taxes', 'total_deductions', 'total_benefits', 'net_pay', 'tax_fed', 'tax_ss', 'tax_medicare', 'state_tax', 'local_tax'] as const;
export type PayStubMoney = (typeof PAY_STUB_MONEY)[number];
/** English labels of the money fields (the pay stub page's fallbacks, keyed `pay_<field>`, and the PDF's text). */
export const PAY_STUB_LABELS: Record<PayStubMoney, string> = {
  gross_pay: 'Gross pay',
  total_taxes: 'Total taxes',
  total_deductions: 'Total deductions',
  total_benefits: 'Total benefits',
  net_pay: 'Net pay',
  tax_fed: 'Federal tax',
  tax_ss: 'Social Security',
  tax_medicare: 'Medicare',
  state_tax: 'State tax',
  local_tax: 'Local tax',
};

/** A pay history record (applicant-side §3 "Pay"); dates are YYYY-MM-DD or null (zero dates show blank). */
export interface PayStubView extends Record<PayStubMoney, number> {
  pay_id: number;
  check_date: string | null;
  pay_type: string | null;
  check_number: string;
  state_tax_name: string | null;
  local_tax_name: string | null;
  start_date: string | null;
  end_date: string | null;
  brn: string | null;
  sick_time: number | null;
  covid_leave: number | null;
  covid_positive_leave: number | null;
  details: PayStubDetail[];
}

/** One stub with its year-to-date sums (calendar year of the check, up to its check date; applicant-side §9). */
export interface PayStubWithYtd extends PayStubView {
  ytd: Record<PayStubMoney, number>;
  /** Deduction lines without Local Tax and State Tax details (applicant-side §9). */
  deductions: PayStubDetail[];
  earnings: PayStubDetail[];
}

/** Sums of each money field over the stubs of the same calendar year up to (and including) the given one. */
export function yearToDate(stub: PayStubView, all: readonly PayStubView[]): Record<PayStubMoney, number> {
  const year = stub.check_date?.slice(0, 4);
  const upTo = all.filter((s) => year && s.check_date?.slice(0, 4) === year && s.check_date <= (stub.check_date ?? ''));
  return Object.fromEntries(PAY_STUB_MONEY.map((k) => [k, Math.round(upTo.reduce((sum, s) => sum + s[k], 0) * 100) / 100])) as Record<PayStubMoney, number>;
}

/** Earnings are INCOME lines; deductions are the rest except the state and local tax lines (shown apart). */
export function stubLines(details: readonly PayStubDetail[]): { earnings: PayStubDetail[]; deductions: PayStubDetail[] } {
  const taxLine = (d: PayStubDetail) => /^(local|state) tax$/i.test(d.name.trim()) || /^(LOCAL_TAX|STATE_TAX)$/i.test(d.detail_type);
  return { earnings: details.filter((d) => d.detail_type === 'INCOME'), deductions: details.filter((d) => d.detail_type !== 'INCOME' && !taxLine(d)) };
}

/**
 * GET api/v2/customers/{c}/aplpaysummary/{applicantId}: the staff detail's one-line view of pay (decision 0045).
 * Money is in the customer's currency units; the year-to-date sums cover the latest check's calendar year up to it.
 */
export interface PaySummaryView {
  applicant_id: number;
  /** Any pay stub or direct deposit account on file. */
  available: boolean;
  pay_account_count: number;
  stub_count: number;
  last_check: { pay_id: number; check_date: string | null; check_number: string; gross_pay: number; net_pay: number } | null;
  /** The calendar year of the latest check and its sums up to it; null without stubs. */
  year_to_date: { year: string; gross_pay: number; net_pay: number } | null;
}

/** The summary of `stubs` (newest first, as the pay history answers them) and the number of accounts. */
export function paySummaryOf(applicantId: number, stubs: readonly PayStubView[], payAccountCount: number): PaySummaryView {
  const last = stubs[0];
  const ytd = last ? yearToDate(last, stubs) : null;
  return {
    applicant_id: applicantId,
    available: stubs.length > 0 || payAccountCount > 0,
    pay_account_count: payAccountCount,
    stub_count: stubs.length,
    last_check: last ? { pay_id: last.pay_id, check_date: last.check_date, check_number: last.check_number, gross_pay: last.gross_pay, net_pay: last.net_pay } : null,
    year_to_date: last && ytd && last.check_date ? { year: last.check_date.slice(0, 4), gross_pay: ytd.gross_pay, net_pay: ytd.net_pay } : null,
  };
}
