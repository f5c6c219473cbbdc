import * as fs from 'fs';
import * as path from 'path';
import { CREDENTIALS_ES } from './credentials.es';
import { PORTAL_TRANSLATIONS_ES } from './index';

const repoRoot = path.resolve(__dirname, '../../../../..');
const dirs = ['services/edocs/src/credentials', 'services/edocs/src/certification-requirements'];

function sourceFiles(rel: string): string[] {
  return fs.readdirSync(path.join(repoRoot, rel), { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(rel, entry.name);
    if (entry.isDirectory()) {
      return entry.name === '__tests__' ? [] : sourceFiles(child);
    }
    return /\.ts$/.test(entry.name) && !/spec\.ts$/.test(entry.name) ? [child] : [];
  });
}

/** The keys the two folders answer with: badRequest/notFound/forbidden('key') and messageKey: 'key'. */
function answerKeys(): string[] {
  const keys = new Set<string>();
  for (const file of dirs.flatMap(sourceFiles)) {
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    for (const m of text.matchAll(/\b(?:badRequest|notFound|forbidden)\('([a-z0-9_]+)'/g)) {
      keys.add(m[1]);
    }
    for (const m of text.matchAll(/messageKey: '([a-z0-9_]+)'/g)) {
      keys.add(m[1]);
    }
  }
  return [...keys];
}

describe('Spanish for credentials and certification requirements (credentials.es.ts)', () => {
  it('covers every answer key of the credentials folders, and is registered', () => {
    const keys = answerKeys();
    expect(keys).toEqual(expect.arrayContaining(['credential_in_use', 'cert_invalid_credential', 'cert_invalid_entity']));
    // Keys shared with other uploads (upload_file_required, uploads_disabled, file_not_found) have their Spanish elsewhere.
    expect(keys.filter((k) => !PORTAL_TRANSLATIONS_ES[k])).toEqual([]);
    for (const [k, v] of Object.entries(CREDENTIALS_ES)) {
      expect(PORTAL_TRANSLATIONS_ES[k]).toBe(v);
    }
  });

  it('keeps the placeholders of the English labels', () => {
    expect(CREDENTIALS_ES.cert_invalid_credential).toContain('{{id}}');
    expect(CREDENTIALS_ES.cert_invalid_entity).toContain('{{entityType}}');
  });
});
