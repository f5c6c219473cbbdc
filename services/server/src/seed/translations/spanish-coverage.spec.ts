import * as fs from 'fs';
import * as path from 'path';
import { I9_MESSAGES_EN, PERMISSION_CATALOGUE, SEEDED_ROLES } from '@attest/contracts';
import { DEMO_FORM_TRANSLATIONS, DEMO_TRANSLATIONS_ES } from '../demo-translations';
import { PORTAL_TRANSLATIONS_ES } from './index';

const repoRoot = path.resolve(__dirname, '../../../../..');
/** Everything an applicant sees: the shell, the applicant remote and the shared components. */
const APPLICANT_FACING = ['shell/src', 'mfe-applicant/src', 'shared-ui/src'];
/** The staff account-admin screens of issue 11 (users, roles, audit log, sign-in security). */
const ACCOUNT_ADMIN = ['users', 'roles', 'audit', 'admin-common', 'security'].map((dir) => `mfe-account-admin/src/${dir}`);
/** The I-9 remote (issue 12): the applicant's Section 1, the staff list and record, the second-signer pages. */
const I9_EVERIFY = ['mfe-i9-everify/src'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'testing' ? [] : sourceFiles(full);
    }
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Keys of `t('key', 'English fallback')` calls (a literal key with a literal fallback). */
function labelKeys(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/\bt\(\s*'([a-zA-Z0-9_]+)',\s*['"`]/g)].map((m) => m[1]).filter((key) => key !== 'key');
}

describe('Spanish for the demo customer', () => {
  it('covers every label and message key the applicant-facing code shows', () => {
    const spanish = { ...DEMO_TRANSLATIONS_ES, ...DEMO_FORM_TRANSLATIONS.es, ...PORTAL_TRANSLATIONS_ES };
    const files = APPLICANT_FACING.flatMap((dir) => sourceFiles(path.join(repoRoot, dir)));
    const keys = [...new Set(files.flatMap(labelKeys))];
    const missing = keys.filter((key) => !(key in spanish));
    expect(keys.length).toBeGreaterThan(150);
    expect(missing).toEqual([]);
  });

  it('covers the staff navigation entries the remotes contribute (labelKey in each routes.tsx)', () => {
    const spanish = { ...DEMO_TRANSLATIONS_ES, ...PORTAL_TRANSLATIONS_ES };
    const routeFiles = fs
      .readdirSync(repoRoot)
      .filter((dir) => dir.startsWith('mfe-'))
      .map((dir) => path.join(repoRoot, dir, 'src/routes.tsx'))
      .filter((file) => fs.existsSync(file));
    const keys = routeFiles.flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/\blabelKey:\s*'([a-zA-Z0-9_]+)'/g)].map((m) => m[1]));
    expect(keys.length).toBeGreaterThanOrEqual(6);
    expect(keys.filter((key) => !(key in spanish))).toEqual([]);
  });

  it('covers the account-admin screens, including the permission, group and system-role names they look up by key', () => {
    const spanish = { ...DEMO_TRANSLATIONS_ES, ...DEMO_FORM_TRANSLATIONS.es, ...PORTAL_TRANSLATIONS_ES };
    const files = ACCOUNT_ADMIN.flatMap((dir) => sourceFiles(path.join(repoRoot, dir)));
    const lookedUp = [
      ...PERMISSION_CATALOGUE.flatMap((p) => [p.labelKey, `permission_group_${p.group}`]),
      ...SEEDED_ROLES.flatMap((r) => [r.nameKey, r.descriptionKey]),
    ];
    const keys = [...new Set([...files.flatMap(labelKeys), ...lookedUp])];
    const missing = keys.filter((key) => !(key in spanish));
    expect(keys.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('covers the I-9 screens and every I-9 rule message and document title they look up by key (I9_MESSAGES_EN)', () => {
    const spanish = { ...DEMO_TRANSLATIONS_ES, ...DEMO_FORM_TRANSLATIONS.es, ...PORTAL_TRANSLATIONS_ES };
    const files = I9_EVERIFY.flatMap((dir) => sourceFiles(path.join(repoRoot, dir)));
    const keys = [...new Set([...files.flatMap(labelKeys), ...Object.keys(I9_MESSAGES_EN)])];
    const missing = keys.filter((key) => !(key in spanish));
    expect(keys.length).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });
});
