import * as fs from 'fs';
import * as path from 'path';
import { PORTAL_TRANSLATIONS_ES } from './index';
import { INTEGRATIONS_CONFIG_ES } from './integrations-config.es';

const repoRoot = path.resolve(__dirname, '../../../../..');
const FILES = [
  'mfe-account-admin/src/integrations/field-mappings/FieldMappingsPage.tsx',
  'mfe-account-admin/src/integrations/field-mappings/config-texts.ts',
  'mfe-account-admin/src/integrations/adapter-properties/AdapterPropertiesPage.tsx',
  'mfe-account-admin/src/integrations/request-logs/RequestLogsPage.tsx',
];

/** t('key', 'English') calls and the error map ('key': 'English') of the three screens. */
function screenKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const f of FILES) {
    const text = fs.readFileSync(path.join(repoRoot, f), 'utf8');
    for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_]+)',\s*'((?:[^'\\]|\\.)*)'/g)) {keys.set(m[1], m[2]);}
    for (const m of text.matchAll(/^\s+([a-z0-9_]+): '((?:[^'\\]|\\.)*)',$/gm)) {keys.set(m[1], m[2]);}
  }
  return keys;
}

describe('Spanish for field mappings, adapter properties and request logs (decision 0050)', () => {
  it('covers every label and error of the screens and the nav entries, and is registered', () => {
    const keys = screenKeys();
    expect(keys.size).toBeGreaterThan(60);
    const all = [...keys.keys(), 'nav_field_mappings', 'nav_adapter_properties', 'nav_request_logs'];
    expect(all.filter((k) => !PORTAL_TRANSLATIONS_ES[k])).toEqual([]);
    for (const [k, v] of Object.entries(INTEGRATIONS_CONFIG_ES)) {
      expect(PORTAL_TRANSLATIONS_ES[k]).toBe(v);
    }
  });

  it('keeps every placeholder of the English', () => {
    for (const [key, english] of screenKeys()) {
      const wanted = [...english.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      const got = [...(PORTAL_TRANSLATIONS_ES[key] ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      expect({ key, got }).toEqual({ key, got: wanted });
    }
  });
});
