import * as fs from 'fs';
import * as path from 'path';
import {
  BANNER_IDS, configTextKey, COUNTRIES, DAYS, I9_MESSAGES_EN, PDF_WORDING, PERMISSION_CATALOGUE, SEEDED_ROLES, SHIFTS, SKILL_PROFICIENCY_LEVELS, sanitizeHtml, STATE_LIST,
  TAX_EXEMPTION_REASONS, WIZARD_SECTIONS,
} from '@attest/contracts';
import { seededContentTexts } from '@attest/edocs';
import { WOTC_SIM_TEXTS } from '@attest/integrations';
import { FIELD_MESSAGE_FALLBACKS } from '@attest/shared-ui/forms/field-messages';
import { DEMO_FORM_TRANSLATIONS, DEMO_TRANSLATIONS_ES } from '../demo-translations';
import { DEMO_PORTAL_CONFIG } from '../seed-portal-config';
import { PORTAL_TRANSLATIONS_EN, PORTAL_TRANSLATIONS_ES } from './index';

const repoRoot = path.resolve(__dirname, '../../../../..');
/** Everything an applicant sees: the shell, the applicant remote and the shared components. */
const APPLICANT_FACING = ['shell/src', 'mfe-applicant/src', 'shared-ui/src'];
/** The staff account-admin remote, every folder (a new feature folder is checked the day it lands). */
const ACCOUNT_ADMIN = ['mfe-account-admin/src'];
/** The content-admin remote (issue 16): templates, builder, packages, code values, transfer, checklists, configs. */
const CONTENT_ADMIN = ['mfe-content-admin/src'];
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

  it('covers the content-admin screens', () => {
    const spanish = { ...DEMO_TRANSLATIONS_ES, ...DEMO_FORM_TRANSLATIONS.es, ...PORTAL_TRANSLATIONS_ES };
    const files = CONTENT_ADMIN.flatMap((dir) => sourceFiles(path.join(repoRoot, dir)));
    const keys = [...new Set(files.flatMap(labelKeys))];
    expect(keys.length).toBeGreaterThan(300);
    expect(keys.filter((key) => !(key in spanish))).toEqual([]);
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

/** Every remote and shared component an applicant meets, the staff send screen (requester mode), the talent pages. */
const PORTAL = ['shell/src', 'mfe-applicant/src', 'shared-ui/src', 'mfe-talent/src', 'mfe-account-admin/src/signature-requests'];
/** The services whose answers reach the portal (I-9 answers are I9_MESSAGES_EN, checked above). */
const ANSWERING = ['services/applicant/src', 'services/identity/src', 'services/edocs/src', 'services/integrations/src', 'services/platform/src', 'services/contracts/src'];

const read = (file: string) => fs.readFileSync(file, 'utf8');
/** basic-info-options pairs codes with labels under `<category>_<code>` keys: computedKeys reads them. */
const portalFiles = () => PORTAL.flatMap((dir) => sourceFiles(path.join(repoRoot, dir))).filter((file) => !file.endsWith('basic-info-options.ts'));

/** Service source without tests, test kits and seeds. */
function serviceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['__tests__', 'testing', 'test-support', 'seed', 'simulator'].includes(entry.name) ? [] : serviceFiles(full);
    }
    return /\.ts$/.test(entry.name) && !/\.(spec|integration-spec)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Keys passed to t() as literals: `t('key', 'English')`, `t('key', { defaultValue })`, and label pairs a component hands to t(). */
function portalKeys(file: string): string[] {
  const text = read(file);
  const patterns = [
    /\bt\(\s*'([a-zA-Z0-9_]+)',\s*['"`{]/g,
    // { name: 'first_name', label: 'First name' } (profile and sign-up fields) and [key, English] pairs.
    /\bname:\s*'([a-z][a-z0-9_]*)',\s*label:\s*'/g,
    /\[\s*'([a-z]+_[a-z0-9_]+)',\s*'[^']*[A-Z][^']*'\s*\]/g,
    /\b(?:titleKey|labelKey|nameKey|descriptionKey|title_translation_key|label_translation_key|instructionsTransKey):\s*'([a-zA-Z0-9_ ]+)'/g,
  ];
  return patterns.flatMap((p) => [...text.matchAll(p)].map((m) => m[1])).filter((key) => key !== 'key');
}

/** Keys the portal builds at run time (`t(\`banner_${name}\`)` and the like), from the lists they are built from. */
function computedKeys(): string[] {
  const options = read(path.join(repoRoot, 'mfe-applicant/src/application/basic-info/basic-info-options.ts'));
  const choiceKeys = options.split(/category:\s*'/).slice(1).flatMap((block) => {
    const category = block.slice(0, block.indexOf("'"));
    const body = block.slice(0, block.indexOf('};'));
    const codes = [...body.matchAll(/\[\s*'([a-z_]+)',\s*'/g)].map((m) => m[1]);
    return [...codes, ...(body.includes('notDisclosed') ? ['not_disclosed'] : [])].map((code) => `${category}_${code}`);
  });
  return [
    ...choiceKeys,
    ...Object.keys(BANNER_IDS).map((name) => `banner_${name}`),
    ...SHIFTS.map((s) => `shift_${s.toLowerCase()}`),
    ...DAYS.map((d) => `day_${d.toLowerCase()}`),
    ...TAX_EXEMPTION_REASONS.map((r) => `tax_exemption_reason_${r}`),
    ...COUNTRIES.map((c) => `country_${c.code}`),
    ...STATE_LIST.map((s) => `state_${s.code}`),
    ...WIZARD_SECTIONS.map((s) => s.titleKey),
    ...SKILL_PROFICIENCY_LEVELS.map((l) => l.key),
    ...Object.keys(FIELD_MESSAGE_FALLBACKS),
  ];
}

/** Message keys the services answer with: thrown errors, field errors and validation messages. */
function answerKeys(file: string): string[] {
  const text = read(file);
  const single = [
    /\b(?:badRequest|notFound|conflict|forbidden|unauthorized|gone|tooManyRequests)\(\s*'([a-z][a-z0-9_]+)'/g,
    /new AppException\(\s*\d+,\s*'([a-z][a-z0-9_]+)'/g,
    /\.(?:required|typeError|integer|positive|email|oneOf|min|max|matches|length|defined|noUnknown)\([^()]*?'([a-z][a-z0-9_]+)'\s*\)/g,
    /\bmessageKey:\s*'([a-z][a-z0-9_]+)'/g,
  ];
  const inFieldErrors = [...text.matchAll(/fieldErrors\(\{([^}]*)\}/g)].flatMap((m) => [...m[1].matchAll(/:\s*'([a-z][a-z0-9_]+)'/g)].map((k) => k[1]));
  return [...single.flatMap((p) => [...text.matchAll(p)].map((m) => m[1])), ...inFieldErrors];
}

describe('Spanish, complete (issue 14): every key the portal uses in code, the services answer with, and the seeds name', () => {
  const spanish = { ...DEMO_TRANSLATIONS_ES, ...DEMO_FORM_TRANSLATIONS.es, ...PORTAL_TRANSLATIONS_ES };
  const missingOf = (keys: string[]) => [...new Set(keys)].filter((key) => !(key in spanish) || !spanish[key].trim()).sort();

  it('covers the literal keys of the portal code, label pairs included (profile, talent pages, staff send screen)', () => {
    const keys = portalFiles().flatMap(portalKeys);
    expect(keys.length).toBeGreaterThan(400);
    expect(missingOf(keys)).toEqual([]);
  });

  it('covers the keys the portal computes: options, banners, shifts, days, exemption reasons, countries, states, wizard sections, skill levels, field messages', () => {
    const keys = computedKeys();
    expect(keys.length).toBeGreaterThan(250);
    expect(missingOf(keys)).toEqual([]);
  });

  it('covers every message key the portal-facing services answer with (messageKey of errors, field errors, validation)', () => {
    const keys = ANSWERING.flatMap((dir) => serviceFiles(path.join(repoRoot, dir))).flatMap(answerKeys);
    expect(keys.length).toBeGreaterThan(100);
    expect(missingOf(keys)).toEqual([]);
  });

  it('covers the seeded content: template names, descriptions, field labels, help and options, packages, entity managers, codes, job categories, the skills checklist', () => {
    const texts = seededContentTexts();
    expect(Object.keys(texts).length).toBeGreaterThan(100);
    expect(missingOf(Object.keys(texts))).toEqual([]);
    // The demo templates' Spanish labels are Spanish, not the English copied (names such as "Microsoft Office" may stay).
    const same = Object.entries(texts).filter(([key, english]) => /\b(the|your|you|and|of|with|for|to|a)\b/i.test(english) && spanish[key] === english).map(([key]) => key);
    expect(same).toEqual([]);
  });

  it("covers the customer's instruction texts (APPLICANT_INSTRUCTIONS, JOB_PREFS_DETAILS) with safe HTML", () => {
    for (const key of Object.keys(DEMO_PORTAL_CONFIG).filter((k) => /^[A-Z_]+$/.test(k)).map(configTextKey)) {
      expect([key, typeof spanish[key]]).toEqual([key, 'string']);
      expect(sanitizeHtml(spanish[key])).toBe(spanish[key]);
    }
  });

  it('has no two keys that differ only by case (the translations table compares keys without case)', () => {
    const all = [...Object.keys({ ...DEMO_TRANSLATIONS_ES, ...DEMO_FORM_TRANSLATIONS.es, ...PORTAL_TRANSLATIONS_ES }), ...Object.keys({ ...DEMO_FORM_TRANSLATIONS.en, ...PORTAL_TRANSLATIONS_EN })];
    const byLower = new Map<string, Set<string>>();
    for (const key of all) {
      byLower.set(key.toLowerCase(), (byLower.get(key.toLowerCase()) ?? new Set()).add(key));
    }
    expect([...byLower.values()].filter((keys) => keys.size > 1).map((keys) => [...keys])).toEqual([]);
  });

  it('the generated PDFs and the WOTC vendor page have a Spanish text for every English one', () => {
    expect(Object.keys(PDF_WORDING.es).sort()).toEqual(Object.keys(PDF_WORDING.en).sort());
    expect(Object.keys(WOTC_SIM_TEXTS.es).sort()).toEqual(Object.keys(WOTC_SIM_TEXTS.en).sort());
    expect(Object.values({ ...PDF_WORDING.es, ...WOTC_SIM_TEXTS.es }).every((text) => text.trim().length > 0)).toBe(true);
  });
});
