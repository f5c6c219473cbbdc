#!/usr/bin/env node
// Builds the web front ends (shell + 5 remotes) one after another: on a 2-core machine parallel webpack
// runs only fight for the CPU. Each package's webpack.config.cjs uses shared-ui/build/create-webpack-config.cjs.
// Usage: node infra/scripts/build-web.mjs [package ...] [-- extra webpack args, e.g. --mode development]
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  console.log(`build-web: ${pkg} built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
console.log(`build-web: ${packages.length} package(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
