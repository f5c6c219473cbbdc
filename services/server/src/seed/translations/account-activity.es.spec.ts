import * as fs from 'fs';
import * as path from 'path';
import { EXPORT_MODELS } from '@attest/contracts';
import { ACCOUNT_ACTIVITY_ES } from './account-activity.es';
import { PORTAL_TRANSLATIONS_ES } from './index';

const repoRoot = path.resolve(__dirname, '../../../../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(rel);
    }
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

const keysIn = (dirs: string[], pattern: RegExp) =>
  [...new Set(dirs.flatMap(sourceFiles).flatMap((file) => [...fs.readFileSync(path.join(repoRoot, file), 'utf8').matchAll(pattern)].map((m) => m[1])))];

describe('Spanish for alerts, exports and schedules (account-activity.es.ts)', () => {
  it('is registered with the portal translations', () => {
    for (const [key, value] of Object.entries(ACCOUNT_ACTIVITY_ES)) {
      expect({ key, value: PORTAL_TRANSLATIONS_ES[key] }).toEqual({ key, value });
    }
  });

  it('covers every label of the three pages', () => {
    const keys = keysIn(['mfe-account-admin/src/alerts', 'mfe-account-admin/src/exports', 'mfe-account-admin/src/schedules'], /\bt\(\s*'([a-zA-Z0-9_]+)',\s*['"`]/g);
    expect(keys.length).toBeGreaterThan(80);
    expect(keys.filter((key) => !(key in PORTAL_TRANSLATIONS_ES))).toEqual([]);
  });

  it("covers the export model labels, the alert types and the server's answers", () => {
    const server = keysIn(['services/reporting/src/alerts', 'services/reporting/src/exports', 'services/reporting/src/schedules'], /(?:notFound\(|AppException\(HttpStatus\.[A-Z]+,\s*|findOneOr404\(.*, )'([a-z_]+)'/g);
    expect(server).toEqual(expect.arrayContaining(['alert_not_found', 'export_not_found', 'export_expired', 'schedule_not_found']));
    const expected = [
      ...server, ...EXPORT_MODELS.map((m) => m.labelKey), ...Array.from({ length: 17 }, (_, i) => `alert_type_${i}`), 'alert_type_100',
      'invalid_cron', 'invalid_time_zone', 'export_not_permitted', 'schedule_reminder_alert', 'nav_alerts', 'nav_exports', 'nav_schedules',
    ];
    expect(expected.filter((key) => !(key in PORTAL_TRANSLATIONS_ES))).toEqual([]);
  });
});
