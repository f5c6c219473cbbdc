import * as fs from 'fs';
import * as path from 'path';
import { DEMO_TRANSLATIONS_ES } from '../demo-translations';
import { PORTAL_TRANSLATIONS_ES } from './index';

const repoRoot = path.resolve(__dirname, '../../../../..');
const FOLDERS = ['mfe-account-admin/src/locations', 'mfe-account-admin/src/languages', 'mfe-account-admin/src/translations'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(rel);
    }
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

describe('Spanish for locations, languages and translations (account-locations.es.ts)', () => {
  const spanish: Record<string, string> = { ...DEMO_TRANSLATIONS_ES, ...PORTAL_TRANSLATIONS_ES };

  it('covers every label of the three pages, their navigation and the answers they show', () => {
    const keys = new Set<string>(['nav_locations', 'nav_languages', 'nav_translations', 'default_language_not_removable', 'language_used_by_location', 'language_already_added', 'bulk_rows_invalid']);
    for (const file of FOLDERS.flatMap(sourceFiles)) {
      const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_]+)'/g)) {
        keys.add(m[1]);
      }
      // The field messages of location-messages.ts.
      for (const m of text.matchAll(/^\s+([a-z_]+): '/gm)) {
        keys.add(m[1]);
      }
    }
    expect(keys.size).toBeGreaterThan(50);
    expect([...keys].filter((key) => !(key in spanish))).toEqual([]);
  });
});
