import * as fs from 'fs';
import * as path from 'path';
import { PORTAL_TRANSLATIONS_ES } from './index';
import { TALENT_JOBS_ES } from './talent-jobs.es';

const repoRoot = path.resolve(__dirname, '../../../../..');
const dirs = ['services/talent/src/jobs', 'services/talent/src/placements', 'services/talent/src/interviews', 'services/talent/src/alerts', 'services/talent/src/calendar'];

function sourceFiles(rel: string): string[] {
  return fs.readdirSync(path.join(repoRoot, rel), { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(rel, entry.name);
    if (entry.isDirectory()) {
      return entry.name === '__tests__' ? [] : sourceFiles(child);
    }
    return /\.ts$/.test(entry.name) && !/spec\.ts$/.test(entry.name) ? [child] : [];
  });
}

describe('Spanish for jobs, placements, interviews and applicant alerts (talent-jobs.es.ts)', () => {
  it('covers every answer key of those folders, and is registered', () => {
    const keys = new Set<string>();
    for (const file of dirs.flatMap(sourceFiles)) {
      const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
      for (const m of text.matchAll(/\b(?:badRequest|notFound|forbidden)\('([a-z0-9_]+)'/g)) {
        keys.add(m[1]);
      }
    }
    expect([...keys]).toEqual(expect.arrayContaining(['job_not_found', 'placement_not_found', 'interview_not_found']));
    expect([...keys].filter((k) => !PORTAL_TRANSLATIONS_ES[k])).toEqual([]);
    for (const [k, v] of Object.entries(TALENT_JOBS_ES)) {
      expect(PORTAL_TRANSLATIONS_ES[k]).toBe(v);
    }
  });
});
