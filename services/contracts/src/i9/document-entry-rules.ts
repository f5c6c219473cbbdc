import { isReceiptEntry, resolveEntry } from './document-combination';
import { RECEIPT_VALID_DAYS } from './document-references';
import { eadExtensionProblem, extendedEadCategory } from './ead-extension';
import { addCalendarDays, compareDates, isYmd, wholeYearsBetween } from './i9-dates';
import type { I9DocumentEntry } from './i9-types';

/**
 * The rules of one presented document (a Section 2 row or the Supplement B document): known type on its
 * list, title, issuing authority, number, expiration as the type calls for, unexpired on the day examined,
 * receipts within their validity, the automatic EAD extension, E-Verify's photograph on List B.
 */
export interface DocumentEntryContext {
  everify?: boolean;
  /** The day the documents are checked against (not expired on it). */
  examinedOn: string;
  /** Receipts run from this day (the first day of employment / hire). */
  hireDate: string;
  /** The job lasts fewer than 3 business days: receipts are not acceptable. */
  shortJob?: boolean;
  employeeDob?: string | null;
  /** The customer's automatically extended EAD categories (admin/ead); the 14 defaults when absent. */
  eadCategories?: readonly string[];
}

export type DocumentEntryErrors = Partial<Record<keyof I9DocumentEntry, string>>;

const blank = (v: string | null | undefined) => v == null || v.trim() === '';

/** The last day a receipt is good for, or null when it has none (then the entry's date decides). */
export function receiptValidUntil(entry: Pick<I9DocumentEntry, 'document_type' | 'is_receipt' | 'expiration_date'>, hireDate: string): string | null {
  const resolved = resolveEntry(entry);
  if (!resolved) {
    return null;
  }
  if (resolved.kind === 'receipt') {
    return resolved.ref.validDays != null ? addCalendarDays(hireDate, resolved.ref.validDays) : (isYmd(entry.expiration_date) ? entry.expiration_date : null);
  }
  return resolved.receipt ? addCalendarDays(hireDate, RECEIPT_VALID_DAYS) : null;
}

function expirationErrors(entry: I9DocumentEntry, ctx: DocumentEntryContext, isReceipt: boolean): string | null {
  const resolved = resolveEntry(entry);
  if (!resolved) {
    return null;
  }
  if (entry.expiration_date != null && entry.expiration_date !== '' && !isYmd(entry.expiration_date)) {
    return 'i9_invalid_date';
  }
  const expires = resolved.kind === 'receipt' ? (resolved.ref.validDays == null ? 'always' : 'sometimes') : resolved.ref.expires;
  // A receipt with no fixed validity (the I-94 with a temporary I-551 stamp) ends on the date it shows.
  const receiptNeedsDate = resolved.kind === 'receipt' && resolved.ref.validDays == null;
  if ((!isReceipt || receiptNeedsDate) && expires === 'always' && !isYmd(entry.expiration_date)) {
    return 'i9_expiration_required';
  }
  if (!isReceipt && expires === 'never' && isYmd(entry.expiration_date)) {
    return 'i9_expiration_not_applicable';
  }
  if (!blank(entry.ead_extension_category)) {
    if (resolved.ref.code !== 'EAD_I766' || !extendedEadCategory(entry.ead_extension_category, ctx.eadCategories)) {
      return 'i9_ead_extension_category';
    }
    return eadExtensionProblem({
      category: entry.ead_extension_category,
      categories: ctx.eadCategories,
      cardExpiration: entry.expiration_date,
      renewalFiledOn: entry.ead_renewal_filed_on,
      on: ctx.examinedOn,
    });
  }
  if (isReceipt) {
    const until = receiptValidUntil(entry, ctx.hireDate);
    return until && compareDates(ctx.examinedOn, until) > 0 ? 'i9_receipt_expired' : null;
  }
  return isYmd(entry.expiration_date) && compareDates(entry.expiration_date, ctx.examinedOn) < 0 ? 'i9_document_expired' : null;
}

export function documentEntryErrors(entry: I9DocumentEntry, ctx: DocumentEntryContext): DocumentEntryErrors {
  const errors: DocumentEntryErrors = {};
  const resolved = resolveEntry(entry);
  if (!resolved) {
    errors.document_type = 'i9_unknown_document';
    return errors;
  }
  if (resolved.ref.list !== entry.list) {
    errors.list = 'i9_document_list_mismatch';
  }
  const isReceipt = isReceiptEntry(entry);
  if (isReceipt && ctx.shortJob) {
    errors.is_receipt = 'i9_receipt_short_job';
  }
  if (blank(entry.document_title)) {
    errors.document_title = 'required_field';
  }
  if (blank(entry.issuing_authority)) {
    errors.issuing_authority = 'required_field';
  }
  const under18Record = resolved.kind === 'document' && !!resolved.ref.under18Only;
  if (blank(entry.document_number) && !under18Record) {
    errors.document_number = 'required_field';
  }
  const expiration = expirationErrors(entry, ctx, isReceipt);
  if (expiration) {
    errors[expiration.startsWith('i9_ead_extension') ? 'ead_extension_category' : 'expiration_date'] = expiration;
  }
  if (resolved.kind === 'document' && entry.list === 'B') {
    const photo = resolved.ref.photo;
    if (ctx.everify && (photo === 'never' || (photo === 'sometimes' && entry.has_photo !== true))) {
      errors.has_photo = 'i9_list_b_photo_required';
    }
    if (under18Record && isYmd(ctx.employeeDob) && wholeYearsBetween(ctx.employeeDob, ctx.hireDate) >= 18) {
      errors.document_type = 'i9_document_under_18_only';
    }
  }
  return errors;
}
