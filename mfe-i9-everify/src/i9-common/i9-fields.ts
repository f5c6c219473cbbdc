import { columnStyle } from '@attest/shared-ui';
import {
  createDynamicField,
  DATATYPE,
  I9_STATE_CODES,
  STATE_LIST,
  type DynamicField,
  type FieldCode,
} from '@attest/contracts';

let nextId = 1;

/**
 * An I-9 field as a form-engine field, so shared-ui's DynamicField draws it the way every applicant form is drawn
 * (label, asterisk, masks, phone typing, the date picker, inline error). `label` is already translated.
 */
export function i9Field(name: string, label: string, over: Partial<DynamicField> = {}): DynamicField {
  nextId += 1;
  return createDynamicField({
    field_id: 900_000 + nextId,
    name,
    desc: label,
    colSmWidth: 12,
    colMdWidth: 6,
    colLgWidth: 4,
    ...over,
  });
}

const codes = (list: { code: string; value: string }[]): FieldCode[] =>
  list.map((c, i) => ({ category: '', code: c.code, value: c.value, sort_order: i, is_default: false }));

export const dropdown = (
  name: string,
  label: string,
  list: { code: string; value: string }[],
  over: Partial<DynamicField> = {},
) => i9Field(name, label, { datatype_id: DATATYPE.DROPDOWN, codes: codes(list), ...over });

const OTHER_PLACES: Record<string, string> = {
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
  FM: 'Micronesia',
  MH: 'Marshall Islands',
  PW: 'Palau',
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
};

/** The I-9's State choices: USPS codes of the states, territories and military post offices, plus CAN and MEX. */
export function i9StateOptions(names: { can: string; mex: string }): { code: string; value: string }[] {
  const known = new Map(STATE_LIST.filter((s) => s.country === 'US').map((s) => [s.code, s.name]));
  return I9_STATE_CODES.map((code) => {
    const name =
      code === 'CAN'
        ? names.can
        : code === 'MEX'
          ? names.mex
          : (known.get(code) ?? OTHER_PLACES[code] ?? code);
    return { code, value: `${code} – ${name}` };
  });
}

/** A grid cell across the whole row (check boxes, notes) at every width. */
export const FULL_ROW = columnStyle({ colSmWidth: 12, colMdWidth: 12, colLgWidth: 12 });
