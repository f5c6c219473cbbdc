import { EAD_EXTENSION_CATEGORIES, normalizeEadCategory } from './ead-extension';
import { eadCategoryCode } from './ead-extension';

describe('EAD category codes', () => {
  it('reads the ways a category is written, the 14 defaults as contracts does', () => {
    for (const c of EAD_EXTENSION_CATEGORIES) {
      expect(eadCategoryCode(c.toLowerCase())).toBe(normalizeEadCategory(c));
    }
    expect(eadCategoryCode('(c)(8)')).toBe('C08');
    expect(eadCategoryCode('A-12')).toBe('A12');
    expect(eadCategoryCode('(c)(3)(b)')).toBe('C03B');
    expect(eadCategoryCode(' c26 ')).toBe('C26');
  });

  it('refuses what is not a category', () => {
    for (const v of ['', 'B12', 'C', 'C00', 'C123', 'EAD', null, undefined]) {
      expect(eadCategoryCode(v)).toBeNull();
    }
  });
});
