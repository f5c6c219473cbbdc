import { readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';
import { I9_MESSAGES_EN } from '@attest/contracts';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      return name === '__tests__' ? [] : sources(full);
    }
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [full] : [];
  });
}

describe('E-Verify lists message keys', () => {
  it('every key the revocations, EAD categories, case import and assessment answer has its English', () => {
    const files = ['lists', 'revocations', 'ead-admin', 'assessment'].flatMap((d) => sources(join(__dirname, '..', d)));
    const keys = new Set<string>();
    for (const file of files) {
      for (const m of readFileSync(file, 'utf8').matchAll(/'((?:csv_upload|ead_revocation|ead_category|case_import|assessment)_[a-z0-9_]+)'/g)) {
        keys.add(m[1]);
      }
    }
    // Table names, not message keys.
    for (const table of ['ead_revocation_uploads', 'ead_category_overrides']) {
      keys.delete(table);
    }
    expect(keys.size).toBeGreaterThan(30);
    expect([...keys].filter((k) => !(k in I9_MESSAGES_EN))).toEqual([]);
    for (const kind of ['exact', 'by_card', 'by_a_number', 'none', 'ambiguous']) {
      expect(I9_MESSAGES_EN[`ead_revocation_match_${kind}`]).toEqual(expect.any(String));
    }
    for (const status of ['not_ordered', 'ordered', 'passed']) {
      expect(I9_MESSAGES_EN[`assessment_status_${status}`]).toEqual(expect.any(String));
    }
    expect(I9_MESSAGES_EN.export_model_ead_revocations).toBe('EAD Revocations');
    expect(I9_MESSAGES_EN.export_model_everify_cases).toBe('E-Verify Cases');
  });
});
