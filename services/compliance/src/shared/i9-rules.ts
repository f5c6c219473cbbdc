import {
  compareDates,
  deadlineCountdown,
  documentsFor,
  i9Deadlines,
  isYmd,
  retentionUntil,
  reverifyBucket,
  reverifyDueDate,
  section1Schema,
  section2Schema,
  supplementBSchema,
  addCalendarDays,
  type Countdown,
  type I9Attestation,
  type I9DocumentChoices,
  type I9DocumentEntry,
  type I9Section1Data,
  type I9Section2Data,
  type I9SupplementBEntry,
  type Retention,
} from '@attest/contracts';
import { fieldErrors, validateWithYup } from '@attest/platform';
import type { Payload } from './payload-mask';

/**
 * The one door to the I-9 rules of @attest/contracts (services/contracts/src/i9, the same rules the
 * browser runs). The compliance features call these small adapters so a rule's signature changing in
 * contracts is one edit here.
 */

export type { Countdown };
export type DocumentReferences = I9DocumentChoices;
export type RetentionInfo = Retention;

/** The customer flags Section 1 is checked with (and the mismatch checks). */
export const SECTION1_FLAGS = ['require_section1_ssn', 'enable_everify', 'disable_international_phone_numbers', 'detect_dob_mismatch_section_1', 'detect_ssn_mismatch_section_1'] as const;
export const SECTION2_FLAGS = ['enable_everify', 'enable_alt_doc_examination'] as const;
type Flags<K extends string> = Record<K, boolean>;

/** Today as YYYY-MM-DD (UTC): deadlines, countdowns and the purge's day. */
export function todayYmd(): string {
  return new Date().toISOString().slice(0, 10);
}

export const isYmdDate = (v: unknown): v is string => isYmd(v);
export const compareYmd = (a: string, b: string): number => compareDates(a, b);
export const addDays = (date: string, days: number): string => addCalendarDays(date, days);

/** section1Schema with the customer's flags: 400 validation_failed with `details.fields` when it fails. */
export function validateSection1(value: Payload, flags: Flags<(typeof SECTION1_FLAGS)[number]>): Promise<I9Section1Data> {
  const schema = section1Schema({ requireSsn: flags.require_section1_ssn, everify: flags.enable_everify, today: todayYmd(), disableInternationalPhone: flags.disable_international_phone_numbers });
  return validateWithYup(schema, value);
}

export interface Section2Check extends Flags<(typeof SECTION2_FLAGS)[number]> {
  section1: I9Section1Data;
  /** The customer's automatically extended EAD categories (everify/ead-admin). */
  eadCategories: readonly string[];
}

export function validateSection2(value: Payload, ctx: Section2Check): Promise<I9Section2Data> {
  const schema = section2Schema({
    attestation: ctx.section1.attest_type,
    everify: ctx.enable_everify,
    altProcedureEnabled: ctx.enable_alt_doc_examination,
    today: todayYmd(),
    employeeDob: ctx.section1.i9_dob,
    eadCategories: ctx.eadCategories,
  });
  return validateWithYup(schema, value);
}

export interface SupplementBCheck extends Flags<(typeof SECTION2_FLAGS)[number]> {
  /** The day Section 2 was signed (YYYY-MM-DD). */
  originalI9Date: string;
  /** When the authorization on this I-9 ends (reverification due), if it does. */
  authorizationEnds: string | null;
  today: string;
  /** The customer's automatically extended EAD categories (everify/ead-admin). */
  eadCategories: readonly string[];
}

export function validateSupplementB(value: Payload, ctx: SupplementBCheck): Promise<I9SupplementBEntry> {
  const schema = supplementBSchema({ originalI9Date: ctx.originalI9Date, authorizationEnds: ctx.authorizationEnds, today: ctx.today, everify: ctx.enable_everify, altProcedureEnabled: ctx.enable_alt_doc_examination, eadCategories: ctx.eadCategories });
  return validateWithYup(schema, value);
}

/** The record's employment columns from the first day and termination: deadlines and retention (400 when termination is before the first day). */
export function employmentDates(firstDay: string | null, termination: string | null): { first_day_of_employment: string | null; section1_due: string | null; section2_due: string | null; retention_until: string | null } {
  if (!firstDay) {
    return { first_day_of_employment: null, section1_due: null, section2_due: null, retention_until: null };
  }
  if (termination && compareDates(termination, firstDay) < 0) {
    throw fieldErrors({ termination_date: 'date_at_least' });
  }
  const d = i9Deadlines({ firstDay });
  return { first_day_of_employment: firstDay, section1_due: d.section1Due, section2_due: d.section2Due, retention_until: retentionUntil(firstDay, termination).until };
}

export function retentionOf(firstDay: string | null, termination: string | null): Retention | null {
  return firstDay ? retentionUntil(firstDay, termination) : null;
}

/** When reverification is due: the earlier of Section 1's "authorized until" and an expiring List A/C document. */
export function workAuthUntilOf(section1: I9Section1Data, section2: I9Section2Data | null): string | null {
  return reverifyDueDate({ attestation: section1.attest_type as I9Attestation, workAuthUntil: section1.work_auth_until_date, documents: section2?.documents ?? [] });
}

export function reverifyDueOf(documents: I9DocumentEntry[]): string | null {
  return reverifyDueDate({ documents });
}

export function countdownOf(due: string, today: string): Countdown {
  return deadlineCountdown(due, today);
}

export function reverifyBucketOf(due: string | null, today: string): string | null {
  return reverifyBucket(due, today);
}

export function documentReferencesFor(attestation: string | undefined, opts: { everify: boolean }): DocumentReferences {
  return documentsFor(attestation, opts);
}
