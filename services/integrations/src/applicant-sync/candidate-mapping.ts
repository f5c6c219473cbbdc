import { mappingSet, type MappingRule, type MappingSet } from '../field-mappings/apply-mappings';

/**
 * The basic applicant ↔ ATS candidate fields (decision 0051): name, email, phone and address. Used until the
 * customer's own field mappings (decision 0050) are read by the syncs; the apply functions are the field
 * mappings' own, so switching is a matter of where the rules come from.
 */
const rule = (internalField: string, externalField: string): MappingRule => ({
  internalEntityType: 'APPLICANT',
  externalEntityType: 'Candidate',
  internalField,
  externalField,
  fieldType: 'STRING',
  direction: 'BOTH',
});

export const DEFAULT_CANDIDATE_RULES: readonly MappingRule[] = [
  rule('first_name', 'firstName'),
  rule('last_name', 'lastName'),
  rule('email', 'email'),
  rule('mobile_phone', 'mobile'),
  rule('home_phone', 'phone'),
  rule('address1', 'address.address1'),
  rule('address2', 'address.address2'),
  rule('city', 'address.city'),
  rule('state', 'address.state'),
  rule('zip', 'address.zip'),
];

/** The applicant fields the candidate mapping reads or writes. */
export const CANDIDATE_APPLICANT_FIELDS = DEFAULT_CANDIDATE_RULES.map((r) => r.internalField);

export function candidateMapping(): MappingSet {
  return mappingSet([...DEFAULT_CANDIDATE_RULES]);
}

/** Dots reach into nested objects. */
export function readPath(record: unknown, path: string): unknown {
  let cur: unknown = record;
  for (const key of path.split('.')) {
    if (cur === null || typeof cur !== 'object') {
      return undefined;
    }
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

/** Empty strings and missing values compare as null. */
export const norm = (v: unknown): string | null => (v === undefined || v === null || v === '' ? null : String(v));
