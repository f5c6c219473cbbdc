import {
  formatANumber, formatSsn, maskSsn, normalizeANumber, normalizeANumberOrUscis, normalizeForeignPassportNumber,
  normalizeI94Number, normalizeI9Ssn, normalizeUscisNumber, validateANumberOrUscis, validateForeignPassportNumber,
  validateI94Number, validateI9Ssn,
} from './i9-numbers';

describe('A-Number', () => {
  it('takes 7 to 9 digits with or without the leading A and stores 9 digits', () => {
    expect(normalizeANumber('A123456789')).toBe('123456789');
    expect(normalizeANumber('a 123-456-789')).toBe('123456789');
    expect(normalizeANumber('A1234567')).toBe('001234567');
    expect(normalizeANumber('12345678')).toBe('012345678');
  });
  it('refuses other lengths, letters and zeros', () => {
    expect(normalizeANumber('A123456')).toBeNull();
    expect(normalizeANumber('A1234567890')).toBeNull();
    expect(normalizeANumber('B123456789')).toBeNull();
    expect(normalizeANumber('AA123456789')).toBeNull();
    expect(normalizeANumber('A000000000')).toBeNull();
  });
  it('formats as A and 9 digits', () => {
    expect(formatANumber('1234567')).toBe('A001234567');
    expect(formatANumber('bad')).toBe('bad');
  });
});

describe('USCIS number', () => {
  it('is 9 digits', () => {
    expect(normalizeUscisNumber('123 456 789')).toBe('123456789');
    expect(normalizeUscisNumber('12345678')).toBeNull();
    expect(normalizeUscisNumber('000000000')).toBeNull();
  });
  it('the Section 1 field takes either number', () => {
    expect(normalizeANumberOrUscis('123456789')).toBe('123456789');
    expect(normalizeANumberOrUscis('A7654321')).toBe('007654321');
    expect(validateANumberOrUscis('A12')).toEqual({ key: 'i9_invalid_a_number' });
    expect(validateANumberOrUscis('')).toBeNull();
    expect(validateANumberOrUscis(null)).toBeNull();
  });
});

describe('I-94 admission number', () => {
  it('is 11 digits, or 9 digits + letter + digit', () => {
    expect(normalizeI94Number('12345678901')).toBe('12345678901');
    expect(normalizeI94Number('123456789a1')).toBe('123456789A1');
    expect(normalizeI94Number('123456789A')).toBeNull();
    expect(normalizeI94Number('1234567890A')).toBeNull();
    expect(normalizeI94Number('12345678A01')).toBeNull();
    expect(normalizeI94Number('00000000000')).toBeNull();
    expect(validateI94Number('1234')).toEqual({ key: 'i9_invalid_i94_number' });
    expect(validateI94Number(' ')).toBeNull();
  });
});

describe('foreign passport number', () => {
  it('is 6 to 12 letters or digits', () => {
    expect(normalizeForeignPassportNumber('ab 12345')).toBe('AB12345');
    expect(normalizeForeignPassportNumber('12345')).toBeNull();
    expect(normalizeForeignPassportNumber('1234567890123')).toBeNull();
    expect(normalizeForeignPassportNumber('AB#1234')).toBeNull();
    expect(validateForeignPassportNumber('x')).toEqual({ key: 'i9_invalid_passport_number' });
  });
});

describe('SSN', () => {
  it('takes 9 digits or the mask XXX-XX-XXXX', () => {
    expect(normalizeI9Ssn('123456789')).toBe('123456789');
    expect(normalizeI9Ssn(' 123-45-6789 ')).toBe('123456789');
    expect(normalizeI9Ssn('123-456789')).toBeNull();
    expect(normalizeI9Ssn('12345678')).toBeNull();
  });
  it('refuses area 000, 666 and 900-999, group 00 and serial 0000', () => {
    for (const bad of ['000-12-3456', '666-12-3456', '900-12-3456', '999-12-3456', '123-00-4567', '123-45-0000']) {
      expect(normalizeI9Ssn(bad)).toBeNull();
    }
    expect(normalizeI9Ssn('899-12-3456')).toBe('899123456');
    expect(normalizeI9Ssn('665-12-3456')).toBe('665123456');
  });
  it('answers the spec key, formats and masks', () => {
    expect(validateI9Ssn('900-12-3456')).toEqual({ key: 'invalid_ssn' });
    expect(validateI9Ssn(null)).toBeNull();
    expect(formatSsn('123456789')).toBe('123-45-6789');
    expect(maskSsn('123-45-6789')).toBe('***-**-6789');
    expect(maskSsn('12')).toBe('');
  });
});
