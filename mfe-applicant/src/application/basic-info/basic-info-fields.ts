import {
  BANNER_IDS, countryCode, createDynamicField, DATATYPE, SSN_MASK, type DynamicField,
} from '@attest/contracts';
import { codesOf, DISABILITY, ETHNICITY, FILING_STATUS, GENDER, VETERAN } from './basic-info-options';

export type Translate = (key: string, fallback: string) => string;

export interface BasicInfoFieldContext {
  /** The applicant's country (product code; blank is US). */
  country: string;
  /** Today as YYYY-MM-DD: dates of birth and convictions cannot be later. */
  today: string;
  t: Translate;
}

/** The product country code of an applicant (blank is US; the maps service's GB reads as UK). */
export function applicantCountry(raw: string | null | undefined): string {
  const c = countryCode(raw);
  return c === 'GB' ? 'UK' : c;
}

let nextId = 1;
/** A field of the section as a form-engine field, so shared-ui's DynamicField renders it and contracts' validateField checks it. */
function field(name: string, labelKey: string, label: string, over: Partial<DynamicField> = {}): DynamicField {
  nextId += 1;
  return createDynamicField({
    field_id: nextId,
    name,
    desc: label,
    translation_display_key: labelKey,
    colSmWidth: 12,
    colMdWidth: 6,
    colLgWidth: 4,
    ...over,
  });
}

const phone = (name: string, labelKey: string, label: string, bannerId?: number) =>
  field(name, labelKey, label, { datatype_id: DATATYPE.PHONE, params: bannerId ? { banner_id: bannerId } : {} });

export function personalFields(): DynamicField[] {
  return [
    field('first_name', 'first_name', 'First name', { required: true }),
    field('middle_name', 'middle_name', 'Middle name'),
    field('last_name', 'last_name', 'Last name', { required: true }),
    field('previous_names', 'previous_names', 'Previous names', { colMdWidth: 12, colLgWidth: 12 }),
    field('email', 'email', 'Email', { required: true, params: { input_kind: 'email' }, colMdWidth: 12 }),
    phone('mobile_phone', 'mobile_phone', 'Mobile phone', BANNER_IDS.basicInfoMobilePhone),
    phone('home_phone', 'home_phone', 'Home phone', BANNER_IDS.basicInfoHomePhone),
  ];
}

const CA_POSTAL = '^[A-Za-z]\\d[A-Za-z] ?\\d[A-Za-z]\\d$';

/** address1 is rendered by the autocomplete; its model still carries the label and the required rule. */
export function addressFields({ country }: BasicInfoFieldContext): DynamicField[] {
  const c = applicantCountry(country);
  const withStateList = c === 'US' || c === 'CA';
  const zip =
    c === 'US'
      ? field('zip', 'zip', 'Zip', { required: true, params: { input_kind: 'zip' } })
      : field('zip', 'postal_code', 'Postal code', { required: true, params: c === 'CA' ? { regex: CA_POSTAL, regex_message: 'invalid_zip_code' } : {} });
  return [
    field('address1', 'address1', 'Address', { required: true, colMdWidth: 12, colLgWidth: 8 }),
    field('address2', 'address2', 'Apartment, suite, unit', { colLgWidth: 4 }),
    field('city', 'city', 'City', { required: true }),
    withStateList
      ? field('state', 'state', 'State', { datatype_id: DATATYPE.STATE, required: true })
      : field('state', 'state_region', 'State or region'),
    zip,
  ];
}

/** The federal id mask by country (only applied while the value is shown; hidden it is a password input). */
export function fedIdMask(country: string): string | null {
  const c = applicantCountry(country);
  if (c === 'US') {
    return SSN_MASK;
  }
  return c === 'CA' ? '999-999-999' : null;
}

export function federalTaxFields({ country, today, t }: BasicInfoFieldContext): DynamicField[] {
  const c = applicantCountry(country);
  const fedIdLabel: Record<string, [string, string]> = {
    US: ['ssn', 'Social Security number'],
    CA: ['sin', 'Social Insurance number'],
    UK: ['nino', 'National Insurance number'],
    IE: ['ppsn', 'PPS number'],
  };
  const [labelKey, label] = fedIdLabel[c] ?? ['fed_id', 'Federal ID'];
  return [
    field('fed_id', labelKey, label, { mask: fedIdMask(c), params: { input_kind: 'fed_id', fed_id_country: c, concealed: true } }),
    field('date_of_birth', 'date_of_birth', 'Date of birth', { datatype_id: DATATYPE.DATE, params: { max_date: today } }),
    field('fed_filing_status', 'fed_filing_status', 'Filing status', { datatype_id: DATATYPE.DROPDOWN, codes: codesOf(FILING_STATUS, t) }),
    field('fed_tax_allowances', 'fed_tax_allowances', 'Allowances', { datatype_id: DATATYPE.INTEGER }),
  ];
}

export function eeoFields({ t }: BasicInfoFieldContext): DynamicField[] {
  const dropdown = (name: string, label: string, list: Parameters<typeof codesOf>[0]) =>
    field(name, `eeo_${name}`, label, { datatype_id: DATATYPE.DROPDOWN, codes: codesOf(list, t), colLgWidth: 6 });
  return [
    dropdown('gender', 'Gender', GENDER),
    dropdown('ethnicity', 'Race / ethnicity', ETHNICITY),
    dropdown('veteran', 'Veteran status', VETERAN),
    dropdown('disability', 'Disability status', DISABILITY),
  ];
}

export const CONVICTION_DETAILS = ['conviction_date', 'crime', 'court_name', 'sentence'] as const;

/** The disclosure question, and its details: required only when the answer is yes. */
export function criminalFields({ today }: BasicInfoFieldContext, convicted: boolean): DynamicField[] {
  const wide = { colMdWidth: 12, colLgWidth: 6 };
  return [
    field('convicted', 'convicted_question', 'Have you ever been convicted of a crime?', { datatype_id: DATATYPE.YES_NO, colMdWidth: 12, colLgWidth: 12 }),
    ...(convicted
      ? [
          field('conviction_date', 'conviction_date', 'Date of conviction', { datatype_id: DATATYPE.DATE, required: true, params: { max_date: today }, ...wide }),
          field('crime', 'crime', 'Crime', { required: true, ...wide }),
          field('court_name', 'court_name', 'Court', { required: true, ...wide }),
          field('sentence', 'sentence', 'Sentence', { required: true, ...wide }),
          field('other_info', 'other_info', 'Anything else you want us to know', { datatype_id: DATATYPE.TEXTAREA, colMdWidth: 12, colLgWidth: 12 }),
        ]
      : []),
  ];
}
