import * as fs from 'fs';
import * as path from 'path';
import { CREDENTIALS_UI_ES } from './credentials-ui.es';
import { PORTAL_TRANSLATIONS_ES } from './index';

const repoRoot = path.resolve(__dirname, '../../../../..');
const FILES = [
  'mfe-applicant/src/credentials/CredentialsPage.tsx',
  'shared-ui/src/status/credential-labels.ts',
  'mfe-account-admin/src/applicant-detail/components/ApplicantCredentialsSection.tsx',
  'mfe-account-admin/src/applicant-detail/components/CredentialsSection.tsx',
  'mfe-account-admin/src/applicant-detail/api/applicant-credentials-api.ts',
  'mfe-account-admin/src/credential-types/CredentialTypesPage.tsx',
  'mfe-account-admin/src/certification-requirements/CertificationRequirementsPage.tsx',
];

/** t('key', 'English') calls of the credential screens, with their English. */
function screenKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const f of FILES) {
    for (const m of fs.readFileSync(path.join(repoRoot, f), 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_]+)',\s*'((?:[^'\\]|\\.)*)'/g)) {
      keys.set(m[1], m[2]);
    }
  }
  return keys;
}

describe('Spanish for the credential screens (credentials-ui.es.ts, decision 0043)', () => {
  it('covers every label of the screens and the nav entries, and is registered', () => {
    const keys = screenKeys();
    expect(keys.size).toBeGreaterThan(100);
    const all = [...keys.keys(), 'nav_credentials', 'nav_credential_types', 'nav_certification_requirements'];
    expect(all.filter((k) => !PORTAL_TRANSLATIONS_ES[k])).toEqual([]);
    for (const [k, v] of Object.entries(CREDENTIALS_UI_ES)) {
      expect(PORTAL_TRANSLATIONS_ES[k]).toBe(v);
    }
  });

  it('keeps every placeholder of the English', () => {
    for (const [key, english] of screenKeys()) {
      const spanish = PORTAL_TRANSLATIONS_ES[key] ?? '';
      for (const placeholder of english.match(/\{\{\w+\}\}/g) ?? []) {
        expect({ key, has: spanish.includes(placeholder) }).toEqual({ key, has: true });
      }
    }
  });
});
