import type { FieldCode } from '@attest/contracts';

/** Choice lists of the basic info section. Labels are translated as `<category>_<code>` with these fallbacks. */
export interface ChoiceList {
  category: string;
  options: [code: string, label: string][];
}

export const NOT_DISCLOSED = 'not_disclosed';
const notDisclosed: [string, string] = [NOT_DISCLOSED, 'I choose not to disclose'];

export const FILING_STATUS: ChoiceList = {
  category: 'fed_filing_status',
  options: [
    ['single', 'Single or married filing separately'],
    ['married', 'Married filing jointly'],
    ['head_of_household', 'Head of household'],
  ],
};

export const GENDER: ChoiceList = {
  category: 'eeo_gender',
  options: [['female', 'Female'], ['male', 'Male'], ['non_binary', 'Non-binary'], notDisclosed],
};

export const ETHNICITY: ChoiceList = {
  category: 'eeo_ethnicity',
  options: [
    ['hispanic_latino', 'Hispanic or Latino'],
    ['white', 'White'],
    ['black', 'Black or African American'],
    ['asian', 'Asian'],
    ['native_hawaiian_pacific', 'Native Hawaiian or other Pacific Islander'],
    ['american_indian_alaska', 'American Indian or Alaska Native'],
    ['two_or_more', 'Two or more races'],
    notDisclosed,
  ],
};

export const VETERAN: ChoiceList = {
  category: 'eeo_veteran',
  options: [['yes', 'I am a protected veteran'], ['no', 'I am not a protected veteran'], notDisclosed],
};

export const DISABILITY: ChoiceList = {
  category: 'eeo_disability',
  options: [['yes', 'Yes, I have a disability'], ['no', 'No, I do not have a disability'], notDisclosed],
};

/** Field codes of a list, with translated labels. */
export function codesOf(list: ChoiceList, t: (key: string, fallback: string) => string): FieldCode[] {
  return list.options.map(([code, label], index) => ({
    category: list.category,
    code,
    value: t(`${list.category}_${code}`, label),
    sort_order: index,
    is_default: false,
  }));
}
