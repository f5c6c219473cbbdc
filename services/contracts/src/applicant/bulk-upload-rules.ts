import type { FieldError } from '../forms/form-types';
import { isValidPhone } from '../forms/rules/phone';
import { EMAIL_PATTERN, normaliseEmail } from '../validation/email';

/**
 * Bulk CSV upload of applicants (spec staff-side §3 "Bulk CSV upload row", §4, §5, §9): the fields a CSV
 * column can be mapped to, the row rules with the spec's exact messages, and the table's page sizes. The
 * browser's table and the server's job run these same rules.
 */
export const BULK_UPLOAD_FIELDS = [
  { key: 'email', labelKey: 'bulk_field_email', label: 'Email Address', required: true, max: 254 },
  { key: 'first_name', labelKey: 'bulk_field_first_name', label: 'First Name', required: true, max: 100 },
  { key: 'middle_name', labelKey: 'bulk_field_middle_name', label: 'Middle Name', required: false, max: 100 },
  { key: 'last_name', labelKey: 'bulk_field_last_name', label: 'Last Name', required: true, max: 100 },
  { key: 'mobile_phone', labelKey: 'bulk_field_mobile_phone', label: 'Mobile Phone', required: false, max: 32 },
  { key: 'address1', labelKey: 'bulk_field_address1', label: 'Address', required: false, max: 255 },
  { key: 'city', labelKey: 'bulk_field_city', label: 'City', required: false, max: 100 },
  { key: 'state', labelKey: 'bulk_field_state', label: 'State', required: false, max: 8 },
  { key: 'zip', labelKey: 'bulk_field_zip', label: 'Zip', required: false, max: 10 },
] as const;

export type BulkUploadFieldKey = (typeof BULK_UPLOAD_FIELDS)[number]['key'];
export type BulkUploadValues = Partial<Record<BulkUploadFieldKey, string>>;
export type BulkUploadRowErrors = Partial<Record<BulkUploadFieldKey, FieldError>>;

export const BULK_UPLOAD_FIELD_KEYS: readonly BulkUploadFieldKey[] = BULK_UPLOAD_FIELDS.map((f) => f.key);

/** §9: page sizes of the table and its default. */
export const BULK_UPLOAD_PAGE_SIZES = [5, 10, 25, 50, 100, 250] as const;
export const BULK_UPLOAD_DEFAULT_PAGE_SIZE = 25;
/** One upload holds at most this many rows (decision 0022); rows travel in chunks of at most CHUNK. */
export const BULK_UPLOAD_MAX_ROWS = 10_000;
export const BULK_UPLOAD_CHUNK = 1000;

/** Message keys with the spec's exact English (§5 "Bulk CSV upload"); {{label}} and {{n}} are filled in. */
export const BULK_UPLOAD_MESSAGES = {
  bulk_email_required: 'Please enter an Email Address',
  bulk_invalid_email: 'Invalid Email Address',
  bulk_email_in_use: 'Email Already in Use',
  bulk_duplicate_email: 'Duplicate Email',
  bulk_required: 'Please Enter a {{label}}',
  bulk_invalid_phone: 'Invalid Phone Number',
  bulk_too_long: 'Too long',
  bulk_file_type: 'Please choose a CSV file',
  bulk_remove_confirm: 'Removing this CSV will remove {{n}} entries. This action cannot be reversed. Are you sure you want to remove this CSV?',
} as const;

export type BulkUploadMessageKey = keyof typeof BULK_UPLOAD_MESSAGES;

/** §5: "The file type must contain 'csv'" (text/csv, application/vnd.ms-excel named .csv ...). */
export function isCsvFile(file: { type: string; name: string }): boolean {
  return file.type.toLowerCase().includes('csv') || (!file.type && file.name.toLowerCase().endsWith('.csv'));
}

/** The row's own rules (not the duplicate or in-use checks, which need the other rows or the server). */
export function validateBulkRow(values: BulkUploadValues, opts: { disableInternationalPhones?: boolean } = {}): BulkUploadRowErrors {
  const errors: BulkUploadRowErrors = {};
  for (const field of BULK_UPLOAD_FIELDS) {
    const value = (values[field.key] ?? '').trim();
    if (field.key === 'email') {
      if (!value) {
        errors.email = { key: 'bulk_email_required' };
      } else if (!EMAIL_PATTERN.test(value) || value.length > field.max) {
        errors.email = { key: 'bulk_invalid_email' };
      }
      continue;
    }
    if (!value) {
      if (field.required) {
        errors[field.key] = { key: 'bulk_required', params: { label: field.label } };
      }
    } else if (value.length > field.max) {
      errors[field.key] = { key: 'bulk_too_long' };
    } else if (field.key === 'mobile_phone' && !isValidPhone(value, { disableInternational: opts.disableInternationalPhones })) {
      errors.mobile_phone = { key: 'bulk_invalid_phone' };
    }
  }
  return errors;
}

/** Normalised emails that appear on more than one row ("Duplicate Email" on each of them). */
export function duplicateEmails(rows: Iterable<BulkUploadValues>): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const row of rows) {
    const email = row.email ? normaliseEmail(row.email) : '';
    if (!email) {
      continue;
    }
    if (seen.has(email)) {
      twice.add(email);
    }
    seen.add(email);
  }
  return twice;
}

/**
 * Every rule for one row: its own, then "Duplicate Email" when another row has the address, then "Email
 * Already in Use" when the server said so. `inUse` and `duplicates` hold normalised emails.
 */
export function bulkRowErrors(
  values: BulkUploadValues,
  context: { duplicates: ReadonlySet<string>; inUse: ReadonlySet<string>; disableInternationalPhones?: boolean },
): BulkUploadRowErrors {
  const errors = validateBulkRow(values, context);
  const email = values.email ? normaliseEmail(values.email) : '';
  if (!errors.email && email) {
    if (context.duplicates.has(email)) {
      errors.email = { key: 'bulk_duplicate_email' };
    } else if (context.inUse.has(email)) {
      errors.email = { key: 'bulk_email_in_use' };
    }
  }
  return errors;
}

export function hasBulkErrors(errors: BulkUploadRowErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** Trimmed values of the known fields only (what a row carries to the server). */
export function cleanBulkValues(values: Record<string, unknown>): BulkUploadValues {
  const out: BulkUploadValues = {};
  for (const key of BULK_UPLOAD_FIELD_KEYS) {
    const v = values[key];
    if (typeof v === 'string' && v.trim() !== '') {
      out[key] = v.trim();
    }
  }
  return out;
}
