import fc from 'fast-check';
import { applyMask, fitsSlot, maskFits, SSN_MASK } from './mask';

describe('applyMask', () => {
  it('inserts literals and keeps fitting characters', () => {
    expect(applyMask('(999) 999-9999', '5551234567')).toBe('(555) 123-4567');
    expect(applyMask('(999) 999-9999', '555')).toBe('(555');
    expect(applyMask('99/99/9999', '01022024')).toBe('01/02/2024');
  });
  it('drops input that does not fit', () => {
    expect(applyMask('999', 'a1b2c3d4')).toBe('123');
    expect(applyMask('AA-99', '1A2b3c45')).toBe('Ab-34');
    expect(applyMask('***', '$a-1!B')).toBe('a1B');
    expect(applyMask('99', 'xyz')).toBe('');
  });
  it('accepts typed literals in place', () => {
    expect(applyMask('99-99', '12-3')).toBe('12-3');
    expect(applyMask('99-99', '1-2')).toBe('12');
    expect(applyMask('(999)', '(123)')).toBe('(123)');
  });
  it('adds trailing literals once every slot is filled', () => {
    expect(applyMask('(999)', '123')).toBe('(123)');
  });
  it('lets the SSN mask take uppercase letters and digits, not lowercase', () => {
    expect(applyMask(SSN_MASK, 'XXX-XX-1234')).toBe('XXX-XX-1234');
    expect(applyMask(SSN_MASK, 'xx123456789')).toBe('123-45-6789');
    expect(applyMask('999', 'ABC')).toBe('');
  });
  it('without a mask returns the input', () => {
    expect(applyMask(null, 'abc')).toBe('abc');
    expect(applyMask('999', null)).toBe('');
  });
});

describe('maskFits', () => {
  it('requires the full length unless variable length is allowed', () => {
    expect(maskFits('999-99', '123-45')).toBe(true);
    expect(maskFits('999-99', '123-4')).toBe(false);
    expect(maskFits('999-99', '123-4', { allowVariableLength: true })).toBe(true);
    expect(maskFits('999-99', '123-456', { allowVariableLength: true })).toBe(false);
  });
  it('checks every position', () => {
    expect(maskFits('AA-99', 'A1-99')).toBe(false);
    expect(maskFits('AA-99', 'AB+99')).toBe(false);
    expect(maskFits(SSN_MASK, 'XXX-XX-1234')).toBe(true);
    expect(maskFits(SSN_MASK, 'xxx-xx-1234')).toBe(false);
    expect(maskFits(null, 'anything')).toBe(true);
  });
  it('slot kinds', () => {
    expect(fitsSlot('9', '5')).toBe(true);
    expect(fitsSlot('A', '5')).toBe(false);
    expect(fitsSlot('*', 'z')).toBe(true);
    expect(fitsSlot('-', '-')).toBe(false);
  });
});

const maskArb = fc.array(fc.constantFrom('9', 'A', '*', '-', '(', ')', ' ', '/', '.', 'x'), { minLength: 1, maxLength: 14 }).map((a) => a.join(''));
const rawArb = fc.string({ maxLength: 30, unit: fc.constantFrom(...'0123456789abcXYZ-()/ .x!é'.split('')) });

describe('mask properties', () => {
  it('output always fits the mask as a prefix (input that does not fit is never accepted)', () => {
    fc.assert(fc.property(maskArb, rawArb, (mask, raw) => {
      expect(maskFits(mask, applyMask(mask, raw), { allowVariableLength: true })).toBe(true);
    }), { numRuns: 500 });
  });
  it('is idempotent', () => {
    fc.assert(fc.property(maskArb, rawArb, (mask, raw) => {
      const once = applyMask(mask, raw);
      expect(applyMask(mask, once)).toBe(once);
    }), { numRuns: 500 });
  });
  it('the SSN mask output fits too', () => {
    fc.assert(fc.property(rawArb, (raw) => {
      expect(maskFits(SSN_MASK, applyMask(SSN_MASK, raw), { allowVariableLength: true })).toBe(true);
    }));
  });
});
