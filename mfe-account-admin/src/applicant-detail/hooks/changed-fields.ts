/** The profile fields staff edit on the detail page. */
export const PROFILE_FIELDS = ['first_name', 'middle_name', 'last_name', 'email', 'mobile_phone', 'home_phone', 'address1', 'city', 'state', 'zip'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;

export function profileValuesOf(record: Partial<Record<ProfileField, unknown>>): ProfileValues {
  const out = {} as ProfileValues;
  for (const f of PROFILE_FIELDS) {
    const v = record[f];
    out[f] = typeof v === 'string' ? v : '';
  }
  return out;
}

/** Only what changed (spec: edits send only changed fields); an emptied field is sent as null. */
export function changedFields(before: ProfileValues, after: ProfileValues): Partial<Record<ProfileField, string | null>> {
  const out: Partial<Record<ProfileField, string | null>> = {};
  for (const f of PROFILE_FIELDS) {
    if (before[f] !== after[f]) {
      out[f] = after[f].trim() === '' ? null : after[f];
    }
  }
  return out;
}
