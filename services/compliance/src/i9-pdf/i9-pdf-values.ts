import type { I9DocumentEntry, I9Section1Data, I9Section2Data } from '@attest/contracts';

/** Shown in a box the form marks "(if any)" when the record has nothing for it. */
export const NA = 'N/A';

/** YYYY-MM-DD (or an ISO timestamp) -> MM/DD/YYYY, the form's date format; anything else is shown as given. */
export function formDate(value: string | null | undefined): string {
  if (!value) {
    return '';
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  return m ? `${m[2]}/${m[3]}/${m[1]}` : value.trim();
}

/** An ISO timestamp as "YYYY-MM-DD HH:MM UTC" for the signature caption; a bare date stays a date; an unreadable one as given. */
export function utcStamp(iso: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso.trim())) {
    return iso.trim();
  }
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Digits only in, XXX-XX-XXXX out; masked as ***-**-1234 unless shown in full. */
export function formatSsn(ssn: string | null, showFull: boolean): string {
  const digits = (ssn ?? '').replace(/\D/g, '');
  if (!digits) {
    return '';
  }
  if (!showFull) {
    return `***-**-${digits.slice(-4).padStart(4, '*')}`;
  }
  return digits.length === 9 ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : digits;
}

/** A document or identity number with all but its last four characters starred (short numbers: half shown). */
export function formatNumber(value: string | null | undefined, showFull: boolean): string {
  const v = (value ?? '').trim();
  if (!v || showFull) {
    return v;
  }
  const visible = v.length >= 8 ? 4 : Math.floor(v.length / 2);
  return '*'.repeat(v.length - visible) + v.slice(v.length - visible);
}

export interface MaskOptions {
  showSsn: boolean;
  showNumbers: boolean;
}

export interface EmployeeName {
  last: string;
  first: string;
  middle: string;
}

export function employeeName(s1: I9Section1Data): EmployeeName {
  return { last: s1.i9_last_name, first: s1.i9_first_name, middle: s1.i9_no_middle_name || !s1.i9_middle_initial ? NA : s1.i9_middle_initial };
}

/** The Section 1 boxes, as the form shows them. */
export interface Section1Values {
  name: EmployeeName;
  otherLastNames: string;
  address: string;
  apt: string;
  city: string;
  state: string;
  zip: string;
  dob: string;
  ssn: string;
  email: string;
  phone: string;
  /** Item 3: USCIS or A-Number (lawful permanent resident). */
  lprNumber: string;
  /** Item 4: "authorized to work until". */
  workUntil: string;
  aNumber: string;
  i94: string;
  passport: string;
}

export function section1Values(s1: I9Section1Data, mask: MaskOptions): Section1Values {
  const alien = s1.attest_type === 4;
  const num = (v: string | null) => formatNumber(v, mask.showNumbers);
  const alienField = (v: string) => (alien ? v || NA : '');
  const passport = [num(s1.foreign_passport_num), s1.foreign_country ?? ''].filter(Boolean).join(', ');
  return {
    name: employeeName(s1),
    otherLastNames: s1.i9_other_last_names?.trim() || NA,
    address: s1.i9_address1,
    apt: s1.i9_address2?.trim() || NA,
    city: s1.i9_city,
    state: s1.i9_state,
    zip: s1.i9_zip,
    dob: formDate(s1.i9_dob),
    ssn: s1.i9_no_ssn ? '' : formatSsn(s1.i9_ssn, mask.showSsn),
    email: s1.i9_email?.trim() || NA,
    phone: s1.i9_phone?.trim() || NA,
    lprNumber: s1.attest_type === 3 ? num(s1.uscis_number) : '',
    workUntil: alien ? (s1.work_auth_na || !s1.work_auth_until_date ? NA : formDate(s1.work_auth_until_date)) : '',
    aNumber: alienField(num(s1.uscis_number)),
    i94: alienField(num(s1.form_i94_num)),
    passport: alienField(passport),
  };
}

/** One document's four boxes. */
export interface DocumentValues {
  title: string;
  authority: string;
  number: string;
  expiration: string;
}

export function documentValues(doc: I9DocumentEntry | null | undefined, mask: MaskOptions): DocumentValues {
  if (!doc) {
    return { title: '', authority: '', number: '', expiration: '' };
  }
  const title = doc.is_receipt && !/^receipt/i.test(doc.document_title) ? `Receipt: ${doc.document_title}` : doc.document_title;
  return {
    title,
    authority: doc.issuing_authority,
    number: formatNumber(doc.document_number, mask.showNumbers) || NA,
    expiration: doc.expiration_date ? formDate(doc.expiration_date) : NA,
  };
}

/** The Section 2 document grid: up to three List A documents, one List B, one List C; the rest noted. */
export interface Section2Documents {
  listA: DocumentValues[];
  listB: DocumentValues | null;
  listC: DocumentValues | null;
  /** Lines for the Additional Information box (extra documents, EAD automatic extension). */
  notes: string[];
}

export function section2Documents(s2: I9Section2Data, mask: MaskOptions): Section2Documents {
  const a = s2.documents.filter((d) => d.list === 'A');
  const b = s2.documents.filter((d) => d.list === 'B');
  const c = s2.documents.filter((d) => d.list === 'C');
  const extra = [...a.slice(3), ...b.slice(1), ...c.slice(1)];
  const notes: string[] = [];
  for (const d of s2.documents) {
    if (d.ead_extension_category) {
      notes.push(`EAD EXT (category ${d.ead_extension_category})`);
    }
  }
  for (const d of extra) {
    const v = documentValues(d, mask);
    notes.push(`Also presented (List ${d.list}): ${v.title}, ${v.authority}, No. ${v.number}, exp. ${v.expiration}`);
  }
  return {
    listA: a.slice(0, 3).map((d) => documentValues(d, mask)),
    listB: b.length ? documentValues(b[0], mask) : null,
    listC: c.length ? documentValues(c[0], mask) : null,
    notes,
  };
}

export function joinAddress(street: string, city: string, state: string, zip: string): string {
  const place = [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [street, place].filter(Boolean).join(', ');
}
