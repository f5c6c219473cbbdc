import { array, boolean, mixed, object, string, type ObjectSchema } from 'yup';
import { documentCombinationProblem } from './document-combination';
import { documentEntryErrors, type DocumentEntryContext } from './document-entry-rules';
import { isYmd, laterDate } from './i9-dates';
import { validateI9State, validateI9Zip } from './i9-states';
import type { I9Attestation, I9DocumentEntry, I9List, I9Section2Data } from './i9-types';
import { blank, optionalText, pathErrors, requiredText, ruleTest } from './i9-yup';

/**
 * Section 2 of Form I-9 (employer review and verification; M-274 §4). The documents are one List A
 * selection or a List B + List C pair the attestation allows, each with title, issuing authority, number
 * and expiration as its type calls for, unexpired when examined (a receipt within its validity instead).
 * The DHS alternative procedure (remote examination) is open only where the customer enables it
 * (enable_alt_doc_examination) and only to E-Verify employers (8 CFR 274a.2(b)(1)(ii)(C), July 2023).
 */
export interface Section2Context {
  attestation: I9Attestation;
  everify: boolean;
  /** YYYY-MM-DD. */
  today: string;
  /** The hire date receipts count from; defaults to the first day of employment. */
  hireDate?: string | null;
  /** The day the documents were examined; documents must be unexpired on it and on the first day. */
  examinedOn?: string | null;
  altProcedureEnabled?: boolean;
  /** The job lasts under 3 business days (receipts are refused). */
  shortJob?: boolean;
  /** From Section 1: refuses the under-18 List B records for an adult. */
  employeeDob?: string | null;
  /** The customer's automatically extended EAD categories (admin/ead); the 14 defaults when absent. */
  eadCategories?: readonly string[];
}

const LISTS: readonly I9List[] = ['A', 'B', 'C'];

export function documentEntrySchema(): ObjectSchema<I9DocumentEntry> {
  return object({
    list: mixed<I9List>().required('required_field').test('list', 'invalid_entry', (v) => LISTS.includes(v as I9List)),
    document_type: requiredText(64),
    document_title: string().trim().max(120, 'es_max').defined().default(''),
    issuing_authority: string().trim().max(120, 'es_max').defined().default(''),
    document_number: string().trim().max(50, 'es_max').defined().default(''),
    expiration_date: optionalText(10),
    is_receipt: boolean().typeError('invalid_entry').optional(),
    ead_extension_category: optionalText(10).optional(),
    ead_renewal_filed_on: optionalText(10).optional().test('date', 'i9_invalid_date', (v) => blank(v) || isYmd(v)),
    has_photo: boolean().typeError('invalid_entry').nullable().optional(),
  }).noUnknown(true, 'unknown_field') as unknown as ObjectSchema<I9DocumentEntry>;
}

/** The context each document is checked in, from the form's first day and the caller's context. */
export function documentContextFor(firstDay: string, ctx: Section2Context): DocumentEntryContext {
  return {
    everify: ctx.everify,
    examinedOn: isYmd(ctx.examinedOn) ? laterDate(firstDay, ctx.examinedOn) : firstDay,
    hireDate: isYmd(ctx.hireDate) ? ctx.hireDate : firstDay,
    shortJob: ctx.shortJob,
    employeeDob: ctx.employeeDob,
    eadCategories: ctx.eadCategories,
  };
}

function documentErrors(d: I9Section2Data, ctx: Section2Context): Record<string, string | null> {
  const documents = d.documents ?? [];
  const errors: Record<string, string | null> = {
    documents: documentCombinationProblem(documents, ctx.attestation, { everify: ctx.everify }),
  };
  if (!isYmd(d.first_day_of_employment)) {
    return errors;
  }
  const entryCtx = documentContextFor(d.first_day_of_employment, ctx);
  documents.forEach((entry, i) => {
    for (const [field, key] of Object.entries(documentEntryErrors(entry, entryCtx))) {
      errors[`documents[${i}].${field}`] = key;
    }
  });
  return errors;
}

function altProcedureError(d: I9Section2Data, ctx: Section2Context): string | null {
  if (!d.alt_procedure_used) {
    return null;
  }
  if (!ctx.altProcedureEnabled) {
    return 'i9_alt_procedure_not_enabled';
  }
  return ctx.everify ? null : 'i9_alt_procedure_requires_everify';
}

export function section2Schema(ctx: Section2Context): ObjectSchema<I9Section2Data> {
  return object({
    documents: array(documentEntrySchema()).max(3, 'es_max').defined().default([]),
    first_day_of_employment: string()
      .trim()
      .required('required_field')
      .test('date', 'i9_invalid_date', (v) => isYmd(v)),
    additional_info: optionalText(1000),
    alt_procedure_used: boolean().typeError('invalid_entry').defined().default(false),
    employer_last_name: requiredText(40),
    employer_first_name: requiredText(40),
    employer_title: requiredText(60),
    business_name: requiredText(120),
    business_address: requiredText(100),
    business_city: requiredText(60),
    business_state: requiredText(3).uppercase().test(ruleTest('state', validateI9State)),
    business_zip: requiredText(10).test('zip', function zip(v) {
      const error = validateI9Zip(v, (this.parent as I9Section2Data).business_state);
      return error ? this.createError({ message: error.key }) : true;
    }),
  })
    .noUnknown(true, 'unknown_field')
    .test('section2', function section2(value) {
      const d = value as I9Section2Data;
      return pathErrors(this, { ...documentErrors(d, ctx), alt_procedure_used: altProcedureError(d, ctx) });
    }) as unknown as ObjectSchema<I9Section2Data>;
}

