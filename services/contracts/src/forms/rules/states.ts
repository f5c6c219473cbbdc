/** The state list of datatype 27: US states, DC and the Canadian provinces and territories (code + name). */
export interface StateOption {
  code: string;
  name: string;
  country: 'US' | 'CA';
}

const US: [string, string][] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'],
  ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'],
  ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'],
  ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'],
  ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'],
  ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'],
  ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];

// Canadian codes that clash with US codes do not occur (Canada Post codes are distinct from USPS ones).
const CA: [string, string][] = [
  ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'], ['NS', 'Nova Scotia'], ['NT', 'Northwest Territories'], ['NU', 'Nunavut'],
  ['ON', 'Ontario'], ['PE', 'Prince Edward Island'], ['QC', 'Quebec'], ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
];

export const STATE_LIST: readonly StateOption[] = [
  ...US.map(([code, name]) => ({ code, name, country: 'US' as const })),
  ...CA.map(([code, name]) => ({ code, name, country: 'CA' as const })),
];

/** Lower case, accents and punctuation removed, '&' read as 'and', spaces collapsed. */
export function normaliseStateName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const BY_NAME = new Map(STATE_LIST.map((s) => [normaliseStateName(s.name), s]));
const BY_CODE = new Map(STATE_LIST.map((s) => [s.code, s]));

/** A state typed as text → its code, by normalized name or by exact code (trimmed); otherwise ''. */
export function stateCodeFromText(text: string | null | undefined): string {
  const t = (text ?? '').trim();
  if (t === '') {
    return '';
  }
  return BY_CODE.get(t)?.code ?? BY_NAME.get(normaliseStateName(t))?.code ?? '';
}

/** A state code infers the country: 'US', 'CA', or null when it is not in the list. */
export function countryFromStateCode(code: string | null | undefined): 'US' | 'CA' | null {
  return BY_CODE.get((code ?? '').trim().toUpperCase())?.country ?? null;
}

export function isStateCode(code: string | null | undefined): boolean {
  return BY_CODE.has((code ?? '').trim());
}

/**
 * Country code: blank defaults to US; 'CA' or 'canada' (any case) → CA; 'usa' / 'united states' → US;
 * anything else is kept upper-cased, so other countries (UK, IE, ...) still reach the federal id rule.
 */
export function countryCode(value: string | null | undefined): string {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'us' || v === 'usa' || v === 'united states') {
    return 'US';
  }
  if (v === 'ca' || v === 'canada') {
    return 'CA';
  }
  return v.toUpperCase();
}
