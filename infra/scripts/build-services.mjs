// Compiles every services/* package from src/ to dist/ with SWC (fast, no type-check: `npm run typecheck` does that).
import { transformFile } from '@swc/core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const swcrc = JSON.parse(fs.readFileSync(path.join(root, '.swcrc'), 'utf8'));
delete swcrc.$schema;
const TEST_FILE = /\.(spec|integration-spec|e2e-spec)\.tsx?$|\/__tests__\/|\/testing\//;

function* sources(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* sources(full);
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !TEST_FILE.test(full)) {
      yield full;
    }
  }
}

const started = Date.now();
let count = 0;
for (const pkg of fs.readdirSync(path.join(root, 'services'))) {
  const src = path.join(root, 'services', pkg, 'src');
  if (!fs.existsSync(src)) {
    continue;
  }
  const dist = path.join(root, 'services', pkg, 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  const files = [...sources(src)];
  await Promise.all(
    files.map(async (file) => {
      const out = path.join(dist, path.relative(src, file)).replace(/\.tsx?$/, '.js');
      const { code, map } = await transformFile(file, { ...swcrc, swcrc: false, filename: file, sourceMaps: true, sourceFileName: path.relative(path.dirname(out), file) });
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, `${code}\n//# sourceMappingURL=${path.basename(out)}.map\n`);
      if (map) {
        fs.writeFileSync(`${out}.map`, map);
      }
    }),
  );
  count += files.length;
}
console.log(`services: compiled ${count} files in ${((Date.now() - started) / 1000).toFixed(1)}s`);
