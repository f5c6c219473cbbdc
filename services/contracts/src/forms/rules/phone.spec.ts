import fc from 'fast-check';
import { formatPhone, isValidPhone, normalisePhoneDigits, validatePhone } from './phone';

describe('phone', () => {
  it.each(['(555) 123-4567', '555-123-4567', '555 123 4567', '5551234567', '(555)123-4567', '+1 555 123 4567', '1-555-123-4567'])(
    'accepts US %p', (v) => expect(isValidPhone(v)).toBe(true),
  );
  it.each(['555-1234', '55-123-4567', 'abc', '', '555_123_4567', '(555 123-4567x'])('refuses %p', (v) => expect(isValidPhone(v)).toBe(false));
  it('accepts a valid international number unless disabled', () => {
    expect(isValidPhone('+44 20 7946 0958')).toBe(true);
    expect(isValidPhone('+44 20 7946 0958', { disableInternational: true })).toBe(false);
    expect(isValidPhone('+44 12')).toBe(false);
  });
  it('strips a leading + or 1 while longer than 10 digits', () => {
    expect(normalisePhoneDigits('+1 (555) 123-4567')).toBe('5551234567');
    expect(normalisePhoneDigits('15551234567')).toBe('5551234567');
    expect(normalisePhoneDigits('5551234567')).toBe('5551234567');
    expect(normalisePhoneDigits('+44 20 7946 0958')).toBe('442079460958');
  });
  it('displays xxx-xxx-xxxx or xxx-xxxx', () => {
    expect(formatPhone('(555) 123-4567')).toBe('555-123-4567');
    expect(formatPhone('5551234')).toBe('555-1234');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
  it('validatePhone gives invalid_phone_number and passes empty', () => {
    expect(validatePhone('123')).toEqual({ key: 'invalid_phone_number' });
    expect(validatePhone('')).toBeNull();
    expect(validatePhone('555-123-4567')).toBeNull();
  });
  it('normalise/format round trip', () => {
    const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((a) => a.join(''));
    fc.assert(fc.property(digits(10), fc.constantFrom('', '1', '+1', '+1 ', '1-'), (d, prefix) => {
      const shown = formatPhone(prefix + d);
      expect(shown).toMatch(/^\d{3}-\d{3}-\d{4}$/);
      expect(normalisePhoneDigits(shown)).toBe(d);
      expect(formatPhone(shown)).toBe(shown);
      expect(isValidPhone(shown)).toBe(true);
    }));
    fc.assert(fc.property(digits(7), (d) => {
      expect(normalisePhoneDigits(formatPhone(d))).toBe(d);
    }));
  });
});
