// Small helpers shared by the start, test and bench scripts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (r.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} exited with ${r.status ?? r.signal}`);
  }
  return r;
}

/** Installs dependencies from the lockfile when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (!fs.existsSync(marker) || fs.statSync(marker).mtimeMs < fs.statSync(lock).mtimeMs) {
    console.log('Installing dependencies (npm ci)...');
    try {
      run('npm', ['ci', '--no-audit', '--no-fund']);
    } catch {
      // Some npm 11 releases refuse lockfiles whose optional per-platform packages they would not install;
      // `npm install` keeps the pinned versions of the lockfile all the same.
      console.log('npm ci refused the lockfile; installing with npm install...');
      run('npm', ['install', '--no-audit', '--no-fund']);
    }
  }
}

function newestMtime(dir, skip = /node_modules|dist|coverage/) {
  let newest = 0;
  if (!fs.existsSync(dir)) {
    return newest;
  }
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skip.test(entry.name)) {
      continue;
    }
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full, skip) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Rebuilds services and front ends when their sources changed since the last build. */
export function ensureBuilt({ force = false } = {}) {
  const stamp = path.join(root, 'var/build-stamp.json');
  const dirs = ['services', 'shared-ui', 'shell', 'mfe-applicant', 'mfe-i9-everify', 'mfe-content-admin', 'mfe-account-admin', 'mfe-talent'];
  const newest = Math.max(...dirs.map((d) => newestMtime(path.join(root, d))));
  const last = fs.existsSync(stamp) ? JSON.parse(fs.readFileSync(stamp, 'utf8')).newest : 0;
  if (!force && last >= newest && fs.existsSync(path.join(root, 'shell/dist/index.html'))) {
    return;
  }
  run('node', ['infra/scripts/build-services.mjs']);
  run('node', ['infra/scripts/build-web.mjs']);
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, JSON.stringify({ newest }));
}
