import * as fs from 'fs';
import * as path from 'path';
import { CONFIGURATION_CATALOG } from '@attest/contracts';
import { DEMO_TRANSLATIONS_ES } from '../demo-translations';
import { PORTAL_TRANSLATIONS_ES } from './index';

const repoRoot = path.resolve(__dirname, '../../../../..');

/** The t('key', 'English') calls of the settings and currency pages, and the keys of their label tables. */
function pageKeys(): string[] {
  const dirs = ['mfe-account-admin/src/settings', 'mfe-account-admin/src/currency-units'].map((d) => path.join(repoRoot, d));
  const files = dirs.flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)));
  return files.filter((f) => /\.tsx?$/.test(f) && !/\.spec\.tsx?$/.test(f) && !f.includes(`${path.sep}testing${path.sep}`)).flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return [...text.matchAll(/\bt\(\s*'([a-z0-9_]+)',\s*['"`]/g), ...text.matchAll(/^\s+([a-z_]+): '[A-Z]/gm)].map((m) => m[1]);
  });
}

describe('Spanish for account settings and currency units (account-settings.es.ts)', () => {
  const spanish: Record<string, string> = { ...DEMO_TRANSLATIONS_ES, ...PORTAL_TRANSLATIONS_ES };

  it('covers every label of the settings and currency pages and their navigation entries', () => {
    const keys = [...new Set([...pageKeys(), 'nav_account_settings', 'nav_currency_units'])];
    expect(keys.length).toBeGreaterThan(50);
    expect(keys).toEqual(expect.arrayContaining(['settings_saved', 'currency_added', 'config_value_out_of_range']));
    expect(keys.filter((key) => !(key in spanish))).toEqual([]);
  });

  it('describes every catalogued configuration key in Spanish', () => {
    expect(CONFIGURATION_CATALOG.map((d) => d.descriptionKey).filter((key) => !(key in spanish))).toEqual([]);
  });

  it("covers the server's refusals of a configuration or currency change", () => {
    const answered = ['unknown_configuration', 'config_value_not_boolean', 'config_value_not_number', 'config_value_not_json', 'config_value_not_option',
      'currency_unknown', 'currency_duplicate', 'currency_one_default', 'currency_units_required'];
    expect(answered.filter((key) => !(key in spanish))).toEqual([]);
  });
});
