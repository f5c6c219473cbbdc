import * as fs from 'fs';
import * as path from 'path';

/**
 * The sign-in page's module graph (bootstrap.tsx and everything it imports statically; `import()` is the
 * boundary of the lazy portal) must not reach the shared-ui barrel or the libraries only the portal
 * needs, else the first load grows back (budget: 150 KiB compressed, docs/decisions/0014-first-load.md).
 */
const SHELL_SRC = path.resolve(__dirname, '..');
const SHARED_UI_SRC = path.resolve(__dirname, '../../../shared-ui/src');
const HEAVY = [
  '@attest/shared-ui',
  '@attest/contracts',
  'react-redux',
  '@reduxjs/toolkit',
  'formik',
  'yup',
  'socket.io-client',
  '@module-federation/enhanced/runtime',
];

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]/g;

function resolveFile(base: string): string | null {
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
      return candidate;
    }
  }
  return null;
}

/** Value imports of a file (type-only ones are erased from the build). */
function valueImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const [, , typeOnly, clause, specifier] = m;
    if (typeOnly) {
      continue;
    }
    const names = clause?.trim();
    if (
      names &&
      /^\{[\s\S]*\}$/.test(names) &&
      names
        .slice(1, -1)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .every((s) => s.startsWith('type '))
    ) {
      continue;
    }
    out.push(specifier);
  }
  return out;
}

function loginGraph(): { files: Set<string>; heavy: string[] } {
  const files = new Set<string>();
  const heavy: string[] = [];
  const queue = [path.join(SHELL_SRC, 'bootstrap.tsx')];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) {
      continue;
    }
    files.add(file);
    for (const specifier of valueImports(file)) {
      let target: string | null = null;
      if (specifier.startsWith('.')) {
        target = resolveFile(path.resolve(path.dirname(file), specifier));
      } else if (specifier.startsWith('@attest/shared-ui/')) {
        target = resolveFile(path.join(SHARED_UI_SRC, specifier.slice('@attest/shared-ui/'.length)));
      } else if (HEAVY.includes(specifier)) {
        heavy.push(`${path.relative(SHELL_SRC, file)} -> ${specifier}`);
      }
      if (target) {
        queue.push(target);
      }
    }
  }
  return { files, heavy };
}

describe('the sign-in page bundle', () => {
  const { files, heavy } = loginGraph();

  it('imports neither the shared-ui barrel nor the portal libraries', () => {
    expect(heavy).toEqual([]);
  });

  it('has the sign-in page and leaves the portal to the lazy chunk', () => {
    const names = [...files].map((f) => path.relative(SHELL_SRC, f));
    expect(names).toEqual(expect.arrayContaining(['login-area/LoginArea.tsx', 'guest/login/LoginPage.tsx']));
    expect(names).not.toContain('full/FullArea.tsx');
    expect(names).not.toContain('remotes/remote-registry.ts');
  });
});
