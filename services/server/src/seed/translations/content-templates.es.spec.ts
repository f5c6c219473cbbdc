import * as fs from 'fs';
import * as path from 'path';
import { DEMO_TRANSLATIONS_ES } from '../demo-translations';
import { PORTAL_TRANSLATIONS_ES } from './index';

const repoRoot = path.resolve(__dirname, '../../../../..');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'testing' ? [] : sourceFiles(rel);
    }
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** Keys of the template pages: t('key', 'English') calls, and the [key, English(, help)] rows of template-texts.ts. */
function pageKeys(): string[] {
  const keys: string[] = [];
  for (const file of sourceFiles('mfe-content-admin/src/templates')) {
    const text = read(file);
    keys.push(...[...text.matchAll(/\bt\(\s*'([a-zA-Z0-9_]+)',\s*['"`]/g)].map((m) => m[1]));
    // INFO_FIELD_TEXTS rows: [name, key, English, help] — the help is looked up as `${key}_help`.
    for (const m of text.matchAll(/\['[a-z_]+', '([a-z][a-z0-9_]+)', /g)) {
      keys.push(m[1], `${m[1]}_help`);
    }
    keys.push(...[...text.matchAll(/:\s*\['([a-z0-9_]+)',\s*'/g)].map((m) => m[1]));
  }
  return keys;
}

describe('Spanish for template administration (content-templates.es.ts)', () => {
  const spanish: Record<string, string> = { ...DEMO_TRANSLATIONS_ES, ...PORTAL_TRANSLATIONS_ES };

  it('covers every label the templates pages show, including the type, validity and history texts looked up by key', () => {
    const keys = [...new Set(pageKeys())];
    expect(keys.length).toBeGreaterThan(120);
    expect(keys).toEqual(expect.arrayContaining(['template_type_19', 'template_validity_not_validated', 'template_history_set_tags', 'template_field_external_id_help']));
    expect(keys.filter((key) => !(key in spanish))).toEqual([]);
  });

  it("covers the server's form and dynamic parameter descriptions and its answers' keys", () => {
    const params = read('services/forms/src/template-admin/form-params.ts');
    const described = [...params.matchAll(/descriptionKey: '([a-z0-9_]+)'/g)].map((m) => m[1]);
    expect(described.length).toBeGreaterThanOrEqual(19);
    const answered = ['template_in_use', 'field_has_no_options', 'invalid_json', 'invalid_url'];
    expect([...described, ...answered].filter((key) => !(key in spanish))).toEqual([]);
  });
});
