import { countryCode, countryFromStateCode, STATE_LIST, stateCodeFromText } from './states';

describe('state list', () => {
  it('holds US states, DC and Canadian provinces with code and name', () => {
    expect(STATE_LIST).toHaveLength(51 + 13);
    expect(STATE_LIST.find((s) => s.code === 'DC')?.name).toBe('District of Columbia');
    expect(STATE_LIST.find((s) => s.code === 'QC')?.country).toBe('CA');
    expect(new Set(STATE_LIST.map((s) => s.code)).size).toBe(STATE_LIST.length);
  });
  it('matches text by normalized name or exact code', () => {
    expect(stateCodeFromText('Texas')).toBe('TX');
    expect(stateCodeFromText('  new   YORK ')).toBe('NY');
    expect(stateCodeFromText('Québec')).toBe('QC');
    expect(stateCodeFromText('Newfoundland & Labrador')).toBe('NL');
    expect(stateCodeFromText('CA')).toBe('CA');
    expect(stateCodeFromText('Atlantis')).toBe('');
    expect(stateCodeFromText('')).toBe('');
  });
  it('infers the country', () => {
    expect(countryFromStateCode('TX')).toBe('US');
    expect(countryFromStateCode('ON')).toBe('CA');
    expect(countryFromStateCode('ZZ')).toBeNull();
  });
  it('country code defaults to US; CA or canada → CA', () => {
    expect(countryCode(undefined)).toBe('US');
    expect(countryCode('')).toBe('US');
    expect(countryCode('ca')).toBe('CA');
    expect(countryCode('Canada')).toBe('CA');
    expect(countryCode('uk')).toBe('UK');
  });
});
