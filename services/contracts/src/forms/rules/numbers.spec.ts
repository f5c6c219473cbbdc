import {
  formatNumberOnBlur, isNumeric, toSafeIntegerString, validateInteger, validateLeadingZeros, validateModulo, validateNumber,
} from './numbers';

describe('number rules', () => {
  it('number_validator: numeric, not below 0 unless allowed', () => {
    expect(validateNumber('12.5')).toBeNull();
    expect(validateNumber('1,200')).toBeNull();
    expect(validateNumber('')).toBeNull();
    expect(validateNumber('abc')).toEqual({ key: 'number_validator' });
    expect(validateNumber('-1')).toEqual({ key: 'number_validator' });
    expect(validateNumber('-1', { allowNegative: true })).toBeNull();
    expect(isNumeric('1e5')).toBe(false);
  });
  it('interger_validator', () => {
    expect(validateInteger('42')).toBeNull();
    expect(validateInteger('4.2')).toEqual({ key: 'interger_validator' });
    expect(validateInteger('9007199254740993')).toEqual({ key: 'interger_validator' });
  });
  it('modulo_validator with the number', () => {
    expect(validateModulo('10', 5)).toBeNull();
    expect(validateModulo('1.5', 0.25)).toBeNull();
    expect(validateModulo('11', 5)).toEqual({ key: 'modulo_validator', params: { number: 5 } });
  });
  it('number_with_leading_zeros', () => {
    expect(validateLeadingZeros('00123')).toBeNull();
    expect(validateLeadingZeros('12a')).toEqual({ key: 'number_with_leading_zeros' });
  });
  it('blur: commas stripped, money 2 decimals, other numbers integers', () => {
    expect(formatNumberOnBlur('1,234.5', true)).toBe('1234.50');
    expect(formatNumberOnBlur('1,234.9', false)).toBe('1234');
    expect(formatNumberOnBlur('-0.5', false)).toBe('0');
    expect(formatNumberOnBlur('12a,', false)).toBe('12a');
  });
  it('safe integers', () => {
    expect(toSafeIntegerString('007')).toBe('7');
    expect(toSafeIntegerString('1.5')).toBeNull();
    expect(toSafeIntegerString('99999999999999999')).toBeNull();
  });
});
