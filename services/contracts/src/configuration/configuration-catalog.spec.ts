import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { CONFIGURATION_CATALOG, configurationKeyDef } from './catalog';
import { scanConfigReads, sourceFilesOf } from './testing/config-read-scan';

const repoRoot = path.resolve(__dirname, '../../../..');
/** Every service's src, shared-ui, shell and every mfe-*: where the product's code is (tests and test kits left out). */
const SCANNED = [
  ...fs.readdirSync(path.join(repoRoot, 'services')).map((s) => `services/${s}/src`),
  'shared-ui/src',
  'shell/src',
  ...fs.readdirSync(repoRoot).filter((d) => d.startsWith('mfe-')).map((d) => `${d}/src`),
];
const scan = scanConfigReads(sourceFilesOf(repoRoot, SCANNED), repoRoot);

/**
 * Reads that forward a key chosen elsewhere, each with why: their keys are counted where they are chosen.
 */
const PASS_THROUGH: Record<string, string> = {
  'services/identity/src/configurations/configurations.controller.ts': 'the configurations API reads the key the caller names',
  'services/server/src/seed/seed-portal-config.ts': 'the demo seed only writes keys not yet set',
  'shared-ui/src/remote/nav-entries.ts': 'reads each entry\'s configFlag, recorded where the entry is declared',
};
const unresolved = scan.unresolved.filter((at) => !Object.keys(PASS_THROUGH).some((file) => at.startsWith(`${file}:`)));

describe('the configuration catalogue', () => {
  it('finds the reads it knows of (the scan itself works)', () => {
    expect(scan.reads.get('disable_international_phone_numbers')?.size).toBeGreaterThan(3);
    expect(scan.reads.has('enable_self_service_tasks')).toBe(true); // through SELF_SERVICE_FLAGS
    expect(scan.reads.has('i9_retain_document_copies')).toBe(true); // RETAIN_COPIES_KEY inside IMAGE_POLICY_FLAGS
    expect(scan.reads.has('prompt_location_on_app')).toBe(true); // spread of SIGNUP_FLAG_NAMES
    expect(scan.reads.has('i9_verification_enabled')).toBe(true); // configFlag: PORTAL_FLAGS.i9
    expect(scan.reads.has('by_pass_everify_assessment_requirements')).toBe(true); // CustomerConfigEntity query
  });

  it('has no read whose key cannot be resolved', () => {
    expect(unresolved).toEqual([]);
  });

  it('catalogues every key read in code', () => {
    const missing = [...scan.reads.keys()].filter((k) => !configurationKeyDef(k)).map((k) => `${k} (${[...scan.reads.get(k)!].join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('marks reserved exactly the catalogued keys nothing reads', () => {
    const read = (name: string) => scan.reads.has(name);
    const unreadNotReserved = CONFIGURATION_CATALOG.filter((d) => !d.reserved && !read(d.key) && !(d.aliases ?? []).some(read)).map((d) => d.key);
    const reservedButRead = CONFIGURATION_CATALOG.filter((d) => d.reserved && read(d.key)).map((d) => d.key);
    expect(unreadNotReserved).toEqual([]);
    expect(reservedButRead).toEqual([]);
  });

  it('holds each key once, with an English description', () => {
    const names = CONFIGURATION_CATALOG.flatMap((d) => [d.key, ...(d.aliases ?? [])]);
    expect(new Set(names).size).toBe(names.length);
    for (const d of CONFIGURATION_CATALOG) {
      expect(d.description.length).toBeGreaterThan(10);
      expect(d.descriptionKey).toMatch(/^config_[a-z0-9_]+$/);
    }
  });
});

describe('the configuration read scan', () => {
  it('sees literal, constant, renamed, spread and registry reads, and reports a key it cannot resolve', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-scan-'));
    fs.writeFileSync(path.join(dir, 'keys.ts'), "export const A_KEY = 'a_key';\nexport const B_FLAGS = [A_KEY, 'b_flag'] as const;\nexport const C_CONFIG_KEYS = { c: 'c_key' };\n");
    fs.writeFileSync(
      path.join(dir, 'reader.tsx'),
      [
        "import { C_CONFIG_KEYS as K } from './keys';",
        "const USED = [...['spread_flag'], 'x'] as const;",
        "async function f(config: any, id: number, name: string) {",
        "  await config.flag(id, 'literal_flag');",
        "  await config.flags(id, USED);",
        "  config.isOn(K.c);",
        "  await this.customerConfig.get(id, name.trim());",
        "}",
      ].join('\n'),
    );
    const result = scanConfigReads(sourceFilesOf(dir, ['.']), dir);
    expect([...result.reads.keys()].sort()).toEqual(['a_key', 'b_flag', 'c_key', 'literal_flag', 'spread_flag', 'x']);
    expect(result.unresolved).toEqual([expect.stringContaining('reader.tsx:7')]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
