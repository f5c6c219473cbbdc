import * as fs from 'fs';
import * as path from 'path';
import { DEMO_TRANSLATIONS_ES } from '../demo-translations';
import { PORTAL_TRANSLATIONS_ES } from './index';

const repoRoot = path.resolve(__dirname, '../../../../..');
const dir = 'mfe-content-admin/src/form-builder';

function sourceFiles(rel: string): string[] {
  return fs.readdirSync(path.join(repoRoot, rel), { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(rel, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(child);
    }
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [child] : [];
  });
}

/** Keys of the builder: t('key', 'English') calls, [key, English] rows of builder-texts.ts, the answer keys of builder-errors.ts and the PDF box inputs. */
function builderKeys(): string[] {
  const keys: string[] = ['builder_pdf_x', 'builder_pdf_y', 'builder_pdf_width', 'builder_pdf_height'];
  for (const file of sourceFiles(dir)) {
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    keys.push(...[...text.matchAll(/\bt\(\s*'([a-zA-Z0-9_]+)',\s*['"`]/g)].map((m) => m[1]));
    keys.push(...[...text.matchAll(/:\s*\['([a-z0-9_]+)',\s*'/g)].map((m) => m[1]));
    if (file.endsWith('builder-errors.ts')) {
      keys.push(...[...text.matchAll(/^ {2}([a-z_]+):/gm)].map((m) => m[1]));
    }
  }
  return [...new Set(keys)];
}

describe('Spanish for the form builder (content-builder.es.ts)', () => {
  const spanish: Record<string, string> = { ...DEMO_TRANSLATIONS_ES, ...PORTAL_TRANSLATIONS_ES };

  it('covers every label, datatype, rule word and answer key the builder shows', () => {
    const keys = builderKeys();
    expect(keys.length).toBeGreaterThan(120);
    expect(keys).toEqual(expect.arrayContaining(['builder_dt_28', 'builder_op_is_not', 'builder_action_disable', 'invalid_calculation', 'builder_moved']));
    expect(keys.filter((k) => !spanish[k])).toEqual([]);
  });

  it('keeps the placeholders of the English in the Spanish', () => {
    const text = sourceFiles(dir).map((f) => fs.readFileSync(path.join(repoRoot, f), 'utf8')).join('\n');
    for (const m of text.matchAll(/\bt\(\s*'([a-z0-9_]+)',\s*'([^']*)'/g)) {
      const holes = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((h) => h[1]).sort();
      expect({ key: m[1], holes: holes(spanish[m[1]] ?? '') }).toEqual({ key: m[1], holes: holes(m[2]) });
    }
  });
});
