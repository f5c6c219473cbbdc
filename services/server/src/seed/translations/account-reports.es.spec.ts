import * as fs from 'fs';
import * as path from 'path';
import { DEMO_TRANSLATIONS_ES } from '../demo-translations';
import { ACCOUNT_REPORTS_ES } from './account-reports.es';
import { PORTAL_TRANSLATIONS_ES } from './index';

const repoRoot = path.resolve(__dirname, '../../../../..');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(rel);
    }
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** t('key', 'English') calls of the report and data view pages. */
function pageKeys(): string[] {
  return ['mfe-account-admin/src/reports', 'mfe-account-admin/src/data-views']
    .flatMap(sourceFiles)
    .flatMap((file) => [...read(file).matchAll(/\bt\(\s*'([a-zA-Z0-9_]+)',\s*['"`]/g)].map((m) => m[1]));
}

describe('Spanish for the reports and data views (account-reports.es.ts)', () => {
  const spanish: Record<string, string> = { ...DEMO_TRANSLATIONS_ES, ...PORTAL_TRANSLATIONS_ES };

  it('covers every label the NPS, funnel and data view pages show', () => {
    const keys = [...new Set(pageKeys())];
    expect(keys.length).toBeGreaterThan(90);
    expect(keys).toEqual(expect.arrayContaining(['nps_chart_summary', 'funnel_doc_viewed', 'dv_col_primary_phone']));
    expect(keys.filter((key) => !(key in spanish))).toEqual([]);
  });

  it('covers the navigation entries and the server’s answer keys, and is registered with the portal’s Spanish', () => {
    const routes = read('mfe-account-admin/src/routes.tsx');
    const nav = ['nav_nps_report', 'nav_funnel_report', 'nav_data_views'];
    expect(nav.every((key) => routes.includes(`labelKey: '${key}'`))).toBe(true);
    const server = read('services/reporting/src/data-views/data-views.service.ts');
    expect(server).toContain("forbidden('data_view_not_owner')");
    expect([...nav, 'data_view_not_owner'].filter((key) => !(key in spanish))).toEqual([]);
    expect(Object.entries(ACCOUNT_REPORTS_ES).filter(([key, value]) => PORTAL_TRANSLATIONS_ES[key] !== value)).toEqual([]);
  });
});
