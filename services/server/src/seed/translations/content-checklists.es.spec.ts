import * as fs from 'fs';
import * as path from 'path';
import { DEMO_TRANSLATIONS_ES } from '../demo-translations';
import { CONTENT_CHECKLISTS_ES } from './content-checklists.es';
import { PORTAL_TRANSLATIONS_ES } from './index';

const repoRoot = path.resolve(__dirname, '../../../../..');
const DIRS = ['mfe-content-admin/src/skill-checklists', 'mfe-content-admin/src/entity-manager-config'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(rel);
    }
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** t('key', 'English') calls, ['prop', 'key', 'English'] rows, [key, 'English'] pairs and `key: 'English',` maps of the two pages. */
function pageKeys(): string[] {
  return DIRS.flatMap(sourceFiles).flatMap((file) => {
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    return [
      ...[...text.matchAll(/\bt\(\s*'([a-zA-Z0-9_]+)',\s*['"`]/g)].map((m) => m[1]),
      ...[...text.matchAll(/\['[A-Za-z_]+', '([a-z][a-z0-9_]+)', '/g)].map((m) => m[1]),
      ...[...text.matchAll(/\['([a-z][a-z0-9_]+)', '[^']*'\]/g)].map((m) => m[1]),
      ...[...text.matchAll(/^\s+([a-z_]+): '[^']*',$/gm)].map((m) => m[1]),
    ];
  });
}

describe('Spanish for the skills checklists manager and the entity-manager configuration (content-checklists.es.ts)', () => {
  it('covers every label and refusal the two pages show', () => {
    const spanish: Record<string, string> = { ...DEMO_TRANSLATIONS_ES, ...PORTAL_TRANSLATIONS_ES };
    const keys = [...new Set(pageKeys())];
    expect(keys.length).toBeGreaterThan(120);
    expect(keys).toEqual(expect.arrayContaining(['scl_title', 'emc_set_from_old', 'emc_btn_save_all', 'scl_state_completed', 'checklist_item_answered', 'unknown_entity_function']));
    expect(keys.filter((key) => !(key in spanish))).toEqual([]);
  });

  it('is registered and says the same placeholders as the English', () => {
    for (const [key, text] of Object.entries(CONTENT_CHECKLISTS_ES)) {
      expect(PORTAL_TRANSLATIONS_ES[key]).toBe(text);
    }
    expect(CONTENT_CHECKLISTS_ES.scl_counts).toContain('{{items}}');
    expect(CONTENT_CHECKLISTS_ES.emc_version).toContain('{{n}}');
  });
});
