import { eadCategoryCode } from '@attest/contracts';
import { object, string } from 'yup';
import { isYmdDate } from '../../shared/i9-rules';

/** USCIS receipt numbers: three letters (the service center) and ten digits, e.g. IOE0123456789. */
const RECEIPT_NUMBER = /^[A-Z]{3}\d{10}$/;
const compact = (v: unknown) => (typeof v === 'string' ? v.replace(/[\s-]/g, '').toUpperCase() : v);

/**
 * POST /api/v1/submissions/{id}/ead/: the automatic extension of the EAD recorded in Section 2. The card's
 * category and date, and the Form I-797C of the renewal: its received date (the contracts' rule needs it)
 * and, optionally, its receipt number (stored encrypted, answered masked).
 */
export const eadExtensionSchema = object({
  // Well-formed here; the service checks it against the customer's list (GET /api/v1/admin/ead).
  category: string().required('required_field').test('category', 'i9_ead_extension_category', (v) => !v || eadCategoryCode(v) !== null),
  card_expiration: string().required('required_field').test('date', 'i9_invalid_date', (v) => !v || isYmdDate(v)),
  renewal_filed_on: string().required('i9_ead_extension_filing_date_required').test('date', 'i9_invalid_date', (v) => !v || isYmdDate(v)),
  receipt_number: string()
    .nullable()
    .transform(compact)
    .test('receipt', 'i9_invalid_receipt_number', (v) => v == null || v === '' || RECEIPT_NUMBER.test(v)),
}).noUnknown('unknown_field');

export interface EadExtensionBody {
  category: string;
  card_expiration: string;
  renewal_filed_on: string;
  receipt_number?: string | null;
}
