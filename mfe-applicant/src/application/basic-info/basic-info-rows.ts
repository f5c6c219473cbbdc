import {
  createDynamicField, DATATYPE, type ApplicantReference, type DynamicField, type EmergencyContact, type ProfessionalLicense,
} from '@attest/contracts';

/** One row of a list as the form holds it: strings only, `_key` for React, `_id` the server id ('' when new). */
export type RowValues = Record<string, string | null> & { _key: string; _id: string };

export type RowListName = 'contacts' | 'licenses' | 'references';

export interface RowOwner {
  customerId: number;
  applicantId: number;
}

/** How one list maps between its server records and form rows, and what a change or a removal sends. */
export interface RowSpec<T> {
  list: RowListName;
  /** Translation key and English of the card title and of one row. */
  title: [string, string];
  rowTitle: [string, string];
  addLabel: [string, string];
  fields: DynamicField[];
  idOf: (record: T) => number | null;
  /** Answers mask these (license numbers): sent only when the person typed a new value. */
  masked?: string[];
  build: (row: RowValues, original: T | undefined, owner: RowOwner) => T;
  remove: (original: T) => T;
}

let nextId = 5000;
const rowField = (name: string, labelKey: string, label: string, over: Partial<DynamicField> = {}) => {
  nextId += 1;
  return createDynamicField({ field_id: nextId, name, desc: label, translation_display_key: labelKey, colSmWidth: 12, colMdWidth: 6, colLgWidth: 4, ...over });
};

const text = (row: RowValues, name: string): string | null => {
  const v = row[name];
  return v == null || v.trim() === '' ? null : v.trim();
};

export const CONTACT_SPEC: RowSpec<EmergencyContact> = {
  list: 'contacts',
  title: ['emergency_contacts', 'Emergency contacts'],
  rowTitle: ['emergency_contact_n', 'Emergency contact {{n}}'],
  addLabel: ['add_emergency_contact', 'Add emergency contact'],
  fields: [
    rowField('name', 'contact_name', 'Name', { required: true }),
    rowField('relationship', 'relationship', 'Relationship'),
    rowField('phone', 'phone', 'Phone', { required: true, datatype_id: DATATYPE.PHONE }),
    rowField('email', 'email', 'Email', { params: { input_kind: 'email' } }),
  ],
  idOf: (r) => r.contact_id,
  build: (row, original, owner) => ({
    ...(original ?? {}),
    contact_id: original?.contact_id ?? null,
    applicant_id: owner.applicantId,
    name: text(row, 'name') ?? '',
    relationship: text(row, 'relationship'),
    phone: text(row, 'phone') ?? '',
    email: text(row, 'email'),
  }),
  remove: (original) => ({ ...original, deleted: true }),
};

export const LICENSE_SPEC: RowSpec<ProfessionalLicense> = {
  list: 'licenses',
  title: ['professional_licenses', 'Professional licenses'],
  rowTitle: ['license_n', 'License {{n}}'],
  addLabel: ['add_license', 'Add license'],
  fields: [
    rowField('license_type', 'license_type', 'License type', { required: true }),
    rowField('license_number', 'license_number', 'License number'),
    rowField('state', 'state', 'State', { datatype_id: DATATYPE.STATE }),
    rowField('expiration_date', 'expiration_date', 'Expiration date', { datatype_id: DATATYPE.DATE }),
    rowField('notes', 'notes', 'Notes', { colMdWidth: 12, colLgWidth: 8 }),
  ],
  idOf: (r) => r.license_id,
  masked: ['license_number'],
  build: (row, original, owner) => ({
    ...(original ?? { active: 1 as const, external_id: null }),
    license_id: original?.license_id ?? null,
    applicant_id: owner.applicantId,
    license_type: text(row, 'license_type') ?? '',
    license_number: text(row, 'license_number'),
    state: text(row, 'state'),
    expiration_date: text(row, 'expiration_date'),
    notes: text(row, 'notes'),
  }),
  remove: (original) => ({ ...original, deleted: true }),
};

export const REFERENCE_SPEC: RowSpec<ApplicantReference> = {
  list: 'references',
  title: ['professional_references', 'References'],
  rowTitle: ['reference_n', 'Reference {{n}}'],
  addLabel: ['add_reference', 'Add reference'],
  fields: [
    rowField('first_name', 'first_name', 'First name', { required: true }),
    rowField('last_name', 'last_name', 'Last name', { required: true }),
    rowField('company', 'company', 'Company'),
    rowField('email', 'email', 'Email', { params: { input_kind: 'email' } }),
    rowField('phone', 'phone', 'Phone', { datatype_id: DATATYPE.PHONE }),
    rowField('city', 'city', 'City'),
    rowField('state', 'state', 'State', { datatype_id: DATATYPE.STATE }),
    rowField('comment', 'comment', 'Comment', { datatype_id: DATATYPE.TEXTAREA, colMdWidth: 12, colLgWidth: 8 }),
  ],
  idOf: (r) => r.ref_id,
  build: (row, original, owner) => ({
    ...(original ?? { created: null, active: 1 as const, status: 1 }),
    ref_id: original?.ref_id ?? null,
    applicant_id: owner.applicantId,
    customer_id: owner.customerId,
    first_name: text(row, 'first_name') ?? '',
    last_name: text(row, 'last_name') ?? '',
    company: text(row, 'company'),
    email: text(row, 'email'),
    phone: text(row, 'phone'),
    city: text(row, 'city'),
    state: text(row, 'state'),
    comment: text(row, 'comment'),
  }),
  remove: (original) => ({ ...original, active: 0 }),
};

let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return `row-${Date.now()}-${nextKey}`;
};

/** Form rows of server records. */
export function toRows<T>(spec: RowSpec<T>, records: readonly T[]): RowValues[] {
  return records.map((record) => {
    const row: RowValues = { _key: `id-${spec.idOf(record) ?? newKey()}`, _id: String(spec.idOf(record) ?? '') };
    for (const f of spec.fields) {
      const v = (record as Record<string, unknown>)[f.name];
      row[f.name] = v == null ? '' : String(v);
    }
    return row;
  });
}

export function emptyRow<T>(spec: RowSpec<T>): RowValues {
  const row: RowValues = { _key: newKey(), _id: '' };
  for (const f of spec.fields) {
    row[f.name] = '';
  }
  return row;
}

/**
 * What to POST for a list: new rows, changed rows (a masked value the person did not retype is left out so
 * the mask is never stored) and removals (spec's deleted: true, or active 0 for references). Empty when
 * nothing changed.
 */
export function changedRecords<T>(spec: RowSpec<T>, originals: readonly T[], rows: readonly RowValues[], owner: RowOwner): T[] {
  const byId = new Map(originals.map((o) => [String(spec.idOf(o)), o]));
  const before = new Map(toRows(spec, originals).map((r) => [r._id, r]));
  const out: T[] = [];
  for (const row of rows) {
    const original = row._id ? byId.get(row._id) : undefined;
    const old = row._id ? before.get(row._id) : undefined;
    if (original && old && spec.fields.every((f) => (old[f.name] ?? '') === (row[f.name] ?? ''))) {
      continue;
    }
    const record = spec.build(row, original, owner) as Record<string, unknown>;
    for (const name of spec.masked ?? []) {
      if (old && (old[name] ?? '') === (row[name] ?? '')) {
        delete record[name];
      }
    }
    out.push(record as T);
  }
  const kept = new Set(rows.map((r) => r._id).filter(Boolean));
  for (const original of originals) {
    if (!kept.has(String(spec.idOf(original)))) {
      out.push(spec.remove(original));
    }
  }
  return out;
}
