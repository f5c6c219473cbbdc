import { eadCategoriesMatch, eadExtendedUntil, eadExtensionProblem, isEadExtensionCategory, normalizeEadCategory } from './ead-extension';

describe('automatic EAD extension', () => {
  it('knows the 14 categories in their usual spellings', () => {
    expect(normalizeEadCategory('A03')).toBe('A03');
    expect(normalizeEadCategory('a3')).toBe('A03');
    expect(normalizeEadCategory('(c)(8)')).toBe('C08');
    expect(normalizeEadCategory('C-31')).toBe('C31');
    expect(normalizeEadCategory('C33')).toBeNull();
    expect(normalizeEadCategory('A17')).toBeNull();
    expect(normalizeEadCategory('')).toBeNull();
    for (const c of ['A03', 'A05', 'A07', 'A08', 'A10', 'A12', 'C08', 'C09', 'C10', 'C16', 'C19', 'C20', 'C24', 'C31']) {
      expect(isEadExtensionCategory(c)).toBe(true);
    }
  });
  it('the receipt category matches the card, A12 and C19 match each other', () => {
    expect(eadCategoriesMatch('C08', 'c8')).toBe(true);
    expect(eadCategoriesMatch('A12', 'C19')).toBe(true);
    expect(eadCategoriesMatch('C19', 'A12')).toBe(true);
    expect(eadCategoriesMatch('C08', 'C09')).toBe(false);
    expect(eadCategoriesMatch('X', 'X')).toBe(false);
  });
  it('extends up to 540 days after the card date', () => {
    expect(eadExtendedUntil('2025-01-31')).toBe('2026-07-25');
  });
  it('answers why an extension does not hold', () => {
    const base = { category: 'C08', cardExpiration: '2025-03-01', renewalFiledOn: '2025-01-15', on: '2025-06-02' };
    expect(eadExtensionProblem(base)).toBeNull();
    expect(eadExtensionProblem({ ...base, on: '2026-08-23' })).toBeNull();
    expect(eadExtensionProblem({ ...base, on: '2026-08-24' })).toBe('i9_ead_extension_expired');
    expect(eadExtensionProblem({ ...base, category: 'C33' })).toBe('i9_ead_extension_category');
    expect(eadExtensionProblem({ ...base, renewalFiledOn: null })).toBe('i9_ead_extension_filing_date_required');
    // Filed after the card expired: not a timely renewal.
    expect(eadExtensionProblem({ ...base, renewalFiledOn: '2025-03-02' })).toBe('i9_ead_extension_expired');
  });
  it('renewals filed on or after 2025-10-30 are not extended (interim final rule)', () => {
    const base = { category: 'A05', cardExpiration: '2026-01-31', on: '2026-02-02' };
    expect(eadExtensionProblem({ ...base, renewalFiledOn: '2025-10-29' })).toBeNull();
    expect(eadExtensionProblem({ ...base, renewalFiledOn: '2025-10-30' })).toBe('i9_ead_extension_ended');
  });
});
