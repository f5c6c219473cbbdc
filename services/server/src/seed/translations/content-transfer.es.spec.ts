import * as fs from 'fs';
import * as path from 'path';
import { DEMO_TRANSLATIONS_ES } from '../demo-translations';
import { PORTAL_TRANSLATIONS_ES } from './index';

const repoRoot = path.resolve(__dirname, '../../../../..');
const dirs = ['mfe-content-admin/src/bulk-transfer', 'mfe-content-admin/src/blueprints'];

function sourceFiles(rel: string): string[] {
  return fs.readdirSync(path.join(repoRoot, rel), { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(rel, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(child);
    }
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [child] : [];
  });
}

/** t('key', 'English') calls, the [key, English] rows and the answer keys of transfer-texts.ts, and the fallbacks of transferErrorText. */
function pageKeys(): { key: string; english: string }[] {
  const found: { key: string; english: string }[] = [];
  for (const file of dirs.flatMap(sourceFiles)) {
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    found.push(...[...text.matchAll(/\bt\(\s*'([a-zA-Z0-9_]+)',\s*'((?:[^'\\]|\\.)*)'/g)].map((m) => ({ key: m[1], english: m[2] })));
    found.push(...[...text.matchAll(/\[\s*'((?:transfer|blueprint)_[a-z0-9_]+)',\s*'((?:[^'\\]|\\.)*)'/g)].map((m) => ({ key: m[1], english: m[2] })));
    found.push(...[...text.matchAll(/transferErrorText\(t, [^,]+, '([a-z0-9_]+)', '((?:[^'\\]|\\.)*)'/g)].map((m) => ({ key: m[1], english: m[2] })));
    if (file.endsWith('transfer-texts.ts')) {
      found.push(...[...text.matchAll(/^ {2}([a-z_]+): (['"])(.*)\2,$/gm)].map((m) => ({ key: m[1], english: m[3] })));
    }
  }
  return found;
}

describe('Spanish for bulk transfer and blueprint promotion (content-transfer.es.ts)', () => {
  const spanish: Record<string, string> = { ...DEMO_TRANSLATIONS_ES, ...PORTAL_TRANSLATIONS_ES };

  it('covers every label and answer the two pages show', () => {
    const keys = [...new Set(pageKeys().map((k) => k.key))];
    expect(keys.length).toBeGreaterThan(100);
    expect(keys).toEqual(expect.arrayContaining(['transfer_status_conflict', 'transfer_reason_name_taken', 'bundle_signature_invalid', 'blueprint_promote_n', 'transfer_preview_failed']));
    expect(keys.filter((k) => !spanish[k])).toEqual([]);
  });

  it('keeps the placeholders of the English in the Spanish', () => {
    const holes = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((h) => h[1]).sort();
    for (const { key, english } of pageKeys()) {
      expect({ key, holes: holes(spanish[key] ?? '') }).toEqual({ key, holes: holes(english) });
    }
  });
});
