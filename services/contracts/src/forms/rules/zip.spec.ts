import fc from 'fast-check';
import { formatUsZip, validateUsZip } from './zip';

describe('US zip', () => {
  it('keeps digits and inserts the hyphen after 5 digits', () => {
    expect(formatUsZip('12345')).toBe('12345');
    expect(formatUsZip('123456789')).toBe('12345-6789');
    expect(formatUsZip('12a34-5 67')).toBe('12345-67');
    expect(formatUsZip('12345-')).toBe('12345-');
    expect(formatUsZip('1234567890123')).toBe('12345-6789');
    expect(formatUsZip(null)).toBe('');
  });
  it('validates 5 or 5+4 digits', () => {
    expect(validateUsZip('12345')).toBeNull();
    expect(validateUsZip('12345-6789')).toBeNull();
    expect(validateUsZip('')).toBeNull();
    expect(validateUsZip('1234')).toEqual({ key: 'invalid_zip_code' });
    expect(validateUsZip('12345-67')).toEqual({ key: 'invalid_zip_code' });
  });
  it('formatter output always matches the zip shape', () => {
    fc.assert(fc.property(fc.string({ maxLength: 20 }), (raw) => {
      expect(formatUsZip(raw)).toMatch(/^\d{0,5}(-\d{0,4})?$/);
    }), { numRuns: 1000 });
    fc.assert(fc.property(fc.string({ maxLength: 20, unit: fc.constantFrom(...'0123456789- a'.split('')) }), (raw) => {
      const z = formatUsZip(raw);
      expect(z).toMatch(/^\d{0,5}(-\d{0,4})?$/);
      expect(formatUsZip(z)).toBe(z);
    }), { numRuns: 1000 });
  });
});
