#!/usr/bin/env node
// Builds the web front ends (shell + 5 remotes) one after another: on a 2-core machine parallel webpack
// runs only fight for the CPU. Each package's webpack.config.cjs uses shared-ui/build/create-webpack-config.cjs.
// After each build, every text file of the output gets a brotli (.br) and a gzip (.gz) copy beside it, which
// the server sends to browsers that accept them (services/server/src/web/serve-web.ts, preCompressed).
// Usage: node infra/scripts/build-web.mjs [package ...] [-- extra webpack args, e.g. --mode development]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const ALL = ['shell', 'mfe-applicant', 'mfe-i9-everify', 'mfe-content-admin', 'mfe-account-admin', 'mfe-talent'];

const args = process.argv.slice(2);
const split = args.indexOf('--');
const names = (split === -1 ? args : args.slice(0, split)).filter(Boolean);
const extra = split === -1 ? [] : args.slice(split + 1);
const packages = names.length > 0 ? names : ALL;

const unknown = packages.filter((p) => !ALL.includes(p));
if (unknown.length > 0) {
  console.error(`Unknown package(s): ${unknown.join(', ')}. Known: ${ALL.join(', ')}`);
  process.exit(2);
}

// Same threshold as the server's on-the-fly fallback (front-end-on-send.ts): smaller files go as they are.
const MIN_COMPRESS_BYTES = 1024;
const COMPRESSIBLE = /\.(?:m?js|css|html|json|svg|txt|map)$/;

/** Writes <file>.br (brotli 11) and <file>.gz (gzip 9) for each text file of `dir` worth compressing. */
function precompress(dir) {
  let files = 0;
  let raw = 0;
  let br = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = join(entry.parentPath ?? entry.path, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) {
      continue;
    }
    const bytes = fs.readFileSync(file);
    if (bytes.length < MIN_COMPRESS_BYTES) {
      continue;
    }
    const brotli = zlib.brotliCompressSync(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    const gzip = zlib.gzipSync(bytes, { level: 9 });
    // A coded copy that is not smaller is not worth sending; the server then sends the file itself.
    if (brotli.length < bytes.length) fs.writeFileSync(`${file}.br`, brotli);
    if (gzip.length < bytes.length) fs.writeFileSync(`${file}.gz`, gzip);
    files += 1;
    raw += bytes.length;
    br += Math.min(brotli.length, bytes.length);
  }
  return { files, raw, br };
}

const started = Date.now();
for (const pkg of packages) {
  const t0 = Date.now();
  const result = spawnSync('npx', ['webpack', '--config', join(pkg, 'webpack.config.cjs'), ...extra], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-old-space-size=2048'].filter(Boolean).join(' ') },
  });
  if (result.status !== 0) {
    console.error(`build-web: ${pkg} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  // The output folder webpack wrote (ATTEST_OUT_DIR builds elsewhere, see create-webpack-config.cjs); clean: true
  // emptied it first, so no coded copy of an older file survives.
  const out = process.env.ATTEST_OUT_DIR ? resolve(process.env.ATTEST_OUT_DIR) : join(root, pkg, 'dist');
  const c = precompress(out);
  console.log(
    `build-web: ${pkg} built in ${((Date.now() - t0) / 1000).toFixed(1)} s; ${c.files} files precompressed, ` +
      `${(c.raw / 1024).toFixed(1)} KiB -> ${(c.br / 1024).toFixed(1)} KiB brotli`,
  );
}
console.log(`build-web: ${packages.length} package(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
