import { fedIdErrorKey, isValidNino, isValidPpsn, isValidSin, isValidSsn, luhnValid, validateFedId } from './fed-id';

describe('federal id by country', () => {
  it('names the key per country', () => {
    expect(fedIdErrorKey('US')).toBe('invalid_ssn');
    expect(fedIdErrorKey(undefined)).toBe('invalid_ssn');
    expect(fedIdErrorKey('CA')).toBe('invalid_sin');
    expect(fedIdErrorKey('canada')).toBe('invalid_sin');
    expect(fedIdErrorKey('UK')).toBe('invalid_nino');
    expect(fedIdErrorKey('GB')).toBe('invalid_nino');
    expect(fedIdErrorKey('IE')).toBe('invalid_ppsn');
    expect(fedIdErrorKey('MX')).toBe('es_fed_id');
  });
  it('SSN', () => {
    expect(isValidSsn('123-45-6789')).toBe(true);
    expect(isValidSsn('123456789')).toBe(true);
    expect(isValidSsn('000-45-6789')).toBe(false);
    expect(isValidSsn('666-45-6789')).toBe(false);
    expect(isValidSsn('123-00-6789')).toBe(false);
    expect(isValidSsn('123-45-0000')).toBe(false);
    expect(isValidSsn('12-345-6789')).toBe(false);
  });
  it('SIN with Luhn', () => {
    expect(luhnValid('046454286')).toBe(true);
    expect(isValidSin('046 454 286')).toBe(true);
    expect(isValidSin('046-454-287')).toBe(false);
    expect(isValidSin('000000000')).toBe(false);
    expect(isValidSin('04645428')).toBe(false);
  });
  it('NINO', () => {
    expect(isValidNino('AB 12 34 56 C')).toBe(true);
    expect(isValidNino('ab123456c')).toBe(true);
    expect(isValidNino('GB123456A')).toBe(false);
    expect(isValidNino('DA123456A')).toBe(false);
    expect(isValidNino('AB123456E')).toBe(false);
  });
  it('PPSN', () => {
    expect(isValidPpsn('1234567T')).toBe(true);
    expect(isValidPpsn('1234567TW')).toBe(true);
    expect(isValidPpsn('1234567')).toBe(false);
    expect(isValidPpsn('123456TT')).toBe(false);
  });
  it('validateFedId answers the country key', () => {
    expect(validateFedId('1', 'US')).toEqual({ key: 'invalid_ssn' });
    expect(validateFedId('1', 'CA')).toEqual({ key: 'invalid_sin' });
    expect(validateFedId('1', 'UK')).toEqual({ key: 'invalid_nino' });
    expect(validateFedId('1', 'IE')).toEqual({ key: 'invalid_ppsn' });
    expect(validateFedId('1', 'FR')).toEqual({ key: 'es_fed_id' });
    expect(validateFedId('AB-1234', 'FR')).toBeNull();
    expect(validateFedId('', 'US')).toBeNull();
  });
});
