/**
 * Builds the body of `PUT /api/v2/customers/{customerId}/applicants`: only the fields the person changed,
 * plus `applicant_id`. Nested records (fed_tax, eeoc, admission, altId, state_props, props) are compared
 * key by key and only their changed keys are sent, grouped under the same name; nesting is followed two
 * levels deep (e.g. `props.shirt.size`), anything deeper is compared as a whole and sent whole.
 *
 * `null`, `undefined` and `''` count as the same "empty" value: a form field that shows '' for a null
 * column must not turn into a change.
 */

/** Groups the server accepts for nested changes; any other plain object is grouped the same way. */
export const APPLICANT_UPDATE_GROUPS = ['fed_tax', 'eeoc', 'admission', 'altId', 'state_props', 'props'] as const;

export type ApplicantUpdateGroup = (typeof APPLICANT_UPDATE_GROUPS)[number];

export type ApplicantRecord = { applicant_id: number | string } & Record<string, unknown>;

export type ApplicantUpdate = { applicant_id: number | string } & Record<string, unknown>;

const MAX_NESTED_DEPTH = 2;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  // toString instead of a prototype check: objects cloned in another realm (frames, structuredClone) count too.
  return Object.prototype.toString.call(value) === '[object Object]';
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) {
    return true;
  }
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => deepEqual(item, b[i]))
    );
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => deepEqual(a[key], b[key]));
  }
  return Object.is(a, b);
}

/** Changed keys of `edited` against `original`; nested plain objects recurse while depth allows. */
function diffObject(
  original: Record<string, unknown>,
  edited: Record<string, unknown>,
  depth: number,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(edited)) {
    const before = original[key];
    if (depth < MAX_NESTED_DEPTH && isPlainObject(value)) {
      const nested = diffObject(isPlainObject(before) ? before : {}, value, depth + 1);
      if (Object.keys(nested).length > 0) {
        changes[key] = nested;
      }
    } else if (!deepEqual(before, value)) {
      changes[key] = value;
    }
  }
  return changes;
}

export function buildApplicantUpdate(original: ApplicantRecord, edited: Record<string, unknown>): ApplicantUpdate {
  const { applicant_id: _ignored, ...editedFields } = edited;
  return { ...diffObject(original, editedFields, 0), applicant_id: original.applicant_id };
}

/** True when the update carries anything beyond `applicant_id`. */
export function hasApplicantChanges(update: ApplicantUpdate): boolean {
  return Object.keys(update).some((key) => key !== 'applicant_id');
}
