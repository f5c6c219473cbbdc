import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { i9MessageEn, I9_MESSAGES_EN } from './messages';

describe('I9_MESSAGES_EN', () => {
  it('has an English text for every i9_* and applicant_assign_ss_* key the rules answer', () => {
    const sources = readdirSync(__dirname).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'));
    const keys = new Set<string>();
    for (const file of sources) {
      for (const m of readFileSync(join(__dirname, file), 'utf8').matchAll(/'((?:i9|applicant_assign_ss)_[a-z0-9_]+)'/g)) {
        keys.add(m[1]);
      }
    }
    // Field names and prefixes that look like keys.
    for (const notKey of ['i9_dob', 'i9_ead_extension']) {
      keys.delete(notKey);
    }
    expect(keys.size).toBeGreaterThan(40);
    expect([...keys].filter((k) => !(k in I9_MESSAGES_EN))).toEqual([]);
  });
  it('keys are snake_case and every document title has one', () => {
    for (const key of Object.keys(I9_MESSAGES_EN)) {
      expect(key).toMatch(/^[a-z][a-z0-9_]*$/);
    }
    expect(I9_MESSAGES_EN.i9_doc_us_passport).toBe('U.S. Passport');
  });
  it('fills parameters and falls back to the key', () => {
    expect(i9MessageEn('i9_invalid_date')).toBe('Enter a valid date');
    expect(i9MessageEn('nope')).toBe('nope');
  });
});
