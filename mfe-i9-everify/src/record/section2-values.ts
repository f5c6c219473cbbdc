import {
  documentReference,
  formErrorsFromYup,
  I9_DOCUMENT_REFERENCES,
  section2Schema,
  type FormErrors,
  type I9DocumentEntry,
  type I9List,
  type I9Section2Data,
  type Section2Context,
} from '@attest/contracts';
import { ValidationError } from 'yup';

export interface DocValues {
  _key: string;
  list: I9List;
  document_type: string;
  document_title: string;
  issuing_authority: string;
  document_number: string;
  expiration_date: string;
  has_photo: boolean;
}

/** The employee chose one List A document (or a List A combination), or one List B and one List C document. */
export type ListChoice = '' | 'A' | 'BC';

export interface Section2Values {
  choice: ListChoice;
  /** The List A quick-select: a document code, or a combination's code (then aDocs are its parts). */
  aSelection: string;
  /** List A rows (one, or the parts of a combination); kept when the choice changes. */
  aDocs: DocValues[];
  /** The List B and List C rows. */
  bcDocs: [DocValues, DocValues];
  first_day_of_employment: string;
  additional_info: string;
  alt_procedure_used: boolean;
  employer_last_name: string;
  employer_first_name: string;
  employer_title: string;
  business_name: string;
  business_address: string;
  business_city: string;
  business_state: string;
  business_zip: string;
}

let nextKey = 1;
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const orNull = (v: string): string | null => (v.trim() === '' ? null : v.trim());

export function emptyDoc(list: I9List, code = ''): DocValues {
  const ref = documentReference(code);
  return {
    _key: `d${nextKey++}`,
    list,
    document_type: code,
    document_title: ref?.title ?? '',
    issuing_authority: ref?.issuingAuthority ?? '',
    document_number: '',
    expiration_date: '',
    has_photo: false,
  };
}

function docValues(d: unknown): DocValues {
  const r = (typeof d === 'object' && d !== null ? d : {}) as Record<string, unknown>;
  const list = r.list === 'B' || r.list === 'C' ? r.list : 'A';
  return {
    _key: `d${nextKey++}`,
    list,
    document_type: text(r.document_type),
    document_title: text(r.document_title),
    issuing_authority: text(r.issuing_authority),
    document_number: text(r.document_number),
    expiration_date: text(r.expiration_date),
    has_photo: r.has_photo === true,
  };
}

/** The form's values from a saved Section 2 draft (numbers masked), with the record's first day and the signer's name. */
export function toSection2Values(
  value: Record<string, unknown> | null | undefined,
  defaults: { firstDay: string | null; staffName: string | null },
): Section2Values {
  const v = value ?? {};
  const docs = Array.isArray(v.documents) ? v.documents.map(docValues) : [];
  const a = docs.filter((d) => d.list === 'A');
  const b = docs.find((d) => d.list === 'B');
  const c = docs.find((d) => d.list === 'C');
  const [first, ...rest] = (defaults.staffName ?? '').trim().split(/\s+/);
  return {
    choice: a.length ? 'A' : b || c ? 'BC' : '',
    aSelection: aSelectionOf(a),
    aDocs: a.length ? a : [emptyDoc('A')],
    bcDocs: [b ?? emptyDoc('B'), c ?? emptyDoc('C')],
    first_day_of_employment: text(v.first_day_of_employment) || (defaults.firstDay ?? ''),
    additional_info: text(v.additional_info),
    alt_procedure_used: v.alt_procedure_used === true,
    employer_last_name: text(v.employer_last_name) || rest.join(' '),
    employer_first_name: text(v.employer_first_name) || (rest.length ? first : ''),
    employer_title: text(v.employer_title),
    business_name: text(v.business_name),
    business_address: text(v.business_address),
    business_city: text(v.business_city),
    business_state: text(v.business_state),
    business_zip: text(v.business_zip),
  };
}

/** The quick-select value of List A rows: the one document, or the combination its parts make. */
function aSelectionOf(rows: DocValues[]): string {
  if (rows.length <= 1) {
    return rows[0]?.document_type ?? '';
  }
  const codes = rows.map((r) => r.document_type);
  const combo = I9_DOCUMENT_REFERENCES.find(
    (d) => d.parts && d.parts.required.every((c) => codes.includes(c)),
  );
  return combo?.code ?? '';
}

function docData(d: DocValues, everify: boolean): I9DocumentEntry {
  const ref = documentReference(d.document_type);
  return {
    list: d.list,
    document_type: d.document_type,
    document_title: d.document_title.trim(),
    issuing_authority: d.issuing_authority.trim(),
    document_number: d.document_number.trim(),
    expiration_date: orNull(d.expiration_date),
    // Asked only for a List B document that may or may not carry a photograph, of an E-Verify employer.
    ...(everify && d.list === 'B' && ref?.photo === 'sometimes' ? { has_photo: d.has_photo } : {}),
  };
}

export function documentsOf(values: Section2Values, everify: boolean): I9DocumentEntry[] {
  if (values.choice === 'A') {
    return values.aDocs.map((d) => docData(d, everify));
  }
  return values.choice === 'BC' ? values.bcDocs.map((d) => docData(d, everify)) : [];
}

/** Section 2 as the server stores it (I9Section2Data). */
export function toSection2Data(values: Section2Values, everify: boolean): I9Section2Data {
  return {
    documents: documentsOf(values, everify),
    first_day_of_employment: values.first_day_of_employment.trim(),
    additional_info: orNull(values.additional_info),
    alt_procedure_used: values.alt_procedure_used,
    employer_last_name: values.employer_last_name.trim(),
    employer_first_name: values.employer_first_name.trim(),
    employer_title: values.employer_title.trim(),
    business_name: values.business_name.trim(),
    business_address: values.business_address.trim(),
    business_city: values.business_city.trim(),
    business_state: values.business_state.trim().toUpperCase(),
    business_zip: values.business_zip.trim(),
  };
}

/** `documents[1].x` of the data is `bcDocs[1].x` (or `aDocs[1].x`) on screen; the combination error sits on `choice`. */
export function toFormPath(path: string, choice: ListChoice): string {
  if (path === 'documents') {
    return 'choice';
  }
  return path.replace(/^documents\[/, choice === 'A' ? 'aDocs[' : 'bcDocs[');
}

export function formPathsOf(errors: Record<string, string>, choice: ListChoice): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [toFormPath(k, choice), v]));
}

/** contracts' section2Schema (what the server runs when it signs), keyed by the screen's paths. */
export function section2Errors(values: Section2Values, ctx: Section2Context): FormErrors {
  try {
    section2Schema(ctx).validateSync(toSection2Data(values, ctx.everify), { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) {
      throw e;
    }
    const out: FormErrors = {};
    for (const [path, error] of Object.entries(formErrorsFromYup(e))) {
      out[toFormPath(path, values.choice)] = error;
    }
    return out;
  }
}
