import {
  formErrorsFromYup,
  isYmd,
  supplementBRequirements,
  supplementBSchema,
  type FormErrors,
  type I9DocumentEntry,
  type I9SupplementBEntry,
  type ReverifyReason,
  type SupplementBSchemaContext,
} from '@attest/contracts';
import { ValidationError } from 'yup';
import { emptyDoc, type DocValues } from '../record/section2-values';

/** The screen's Supplement B entry: text as typed; the document is one List A or List C document. */
export interface SupplementBValues {
  reason: '' | ReverifyReason;
  new_last_name: string;
  new_first_name: string;
  new_middle_initial: string;
  date_of_rehire: string;
  document: DocValues;
  additional_info: string;
  alt_procedure_used: boolean;
  employer_name: string;
  signed_date: string;
}

const orNull = (v: string): string | null => (v.trim() === '' ? null : v.trim());

export function emptySupplementB(staffName: string | null, today: string): SupplementBValues {
  return {
    reason: '',
    new_last_name: '',
    new_first_name: '',
    new_middle_initial: '',
    date_of_rehire: '',
    document: emptyDoc('A'),
    additional_info: '',
    alt_procedure_used: false,
    employer_name: staffName ?? '',
    signed_date: today,
  };
}

/**
 * Whether the entry records a document: always for a reverification, for a rehire only when the authorization
 * the previous I-9 showed has expired by the rehire date (contracts' supplementBRequirements), never for a
 * name change.
 */
export function documentNeeded(values: SupplementBValues, ctx: SupplementBSchemaContext): boolean {
  switch (values.reason) {
    case 'reverification':
      return true;
    case 'rehire': {
      const on = isYmd(values.date_of_rehire) ? values.date_of_rehire : ctx.today;
      return supplementBRequirements('rehire', ctx, on).documentRequired;
    }
    case 'name_change':
    case '':
      return false;
  }
}

function documentData(d: DocValues): I9DocumentEntry {
  return {
    list: d.list,
    document_type: d.document_type,
    document_title: d.document_title.trim(),
    issuing_authority: d.issuing_authority.trim(),
    document_number: d.document_number.trim(),
    expiration_date: orNull(d.expiration_date),
  };
}

/** The entry as the server stores it (I9SupplementBEntry): only what the reason asks for is sent. */
export function toSupplementBEntry(
  values: SupplementBValues,
  ctx: SupplementBSchemaContext,
): I9SupplementBEntry {
  const nameChange = values.reason === 'name_change';
  return {
    // None chosen yet: left out, so the rules answer "required" on the reason.
    reason: (values.reason || undefined) as ReverifyReason,
    new_last_name: nameChange ? orNull(values.new_last_name) : null,
    new_first_name: nameChange ? orNull(values.new_first_name) : null,
    new_middle_initial: nameChange ? orNull(values.new_middle_initial) : null,
    date_of_rehire: values.reason === 'rehire' ? orNull(values.date_of_rehire) : null,
    document: documentNeeded(values, ctx) ? documentData(values.document) : null,
    additional_info: orNull(values.additional_info),
    alt_procedure_used: values.alt_procedure_used,
    employer_name: values.employer_name.trim(),
    signed_date: values.signed_date.trim(),
  };
}

/** contracts' supplementBSchema (what the server runs) on what would be sent; paths are the screen's ('document.list'). */
export function supplementBErrors(values: SupplementBValues, ctx: SupplementBSchemaContext): FormErrors {
  try {
    supplementBSchema(ctx).validateSync(toSupplementBEntry(values, ctx), { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) {
      throw e;
    }
    return formErrorsFromYup(e);
  }
}
