// `npm test`: the whole suite — type-check, lint, unit and component tests, integration tests on the
// real MariaDB and Redis, and the end-to-end tests in Chromium against the built product.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

function reachable(port) {
  return new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port }, () => {
      s.end();
      resolve(true);
    });
    s.on('error', () => resolve(false));
    s.setTimeout(2000, () => {
      s.destroy();
      resolve(false);
    });
  });
}

ensureInstalled();
for (const [name, port] of [['MariaDB', 3306], ['Redis', 6379]]) {
  if (!(await reachable(port))) {
    console.error(`${name} is not reachable on 127.0.0.1:${port}; start it (bash .ci/run does).`);
    process.exit(1);
  }
}
if (!fs.existsSync('/usr/bin/pdftoppm')) {
  console.error('pdftoppm is missing: apt-get install -y poppler-utils (bash .ci/run does).');
  process.exit(1);
}
if (!fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.error('Chromium is missing (/usr/bin/chromium): apt-get install -y chromium (bash .ci/run does).');
  process.exit(1);
}

run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
run('npx', ['eslint', '.', '--max-warnings=0']);
ensureBuilt();

const results = path.join(root, 'var/test-results');
fs.mkdirSync(results, { recursive: true });
const tiers = [
  ['unit', ['--selectProjects', 'unit', 'web']],
  ['integration', ['--selectProjects', 'integration', '--maxWorkers=2']],
  ['e2e', ['--selectProjects', 'e2e', '--runInBand']],
];
let passed = 0;
let failed = 0;
let ok = true;
for (const [tier, args] of tiers) {
  console.log(`\n=== ${tier} tests ===`);
  const out = path.join(results, `${tier}.json`);
  const r = spawnSync('npx', ['jest', ...args, '--json', `--outputFile=${out}`], { cwd: root, stdio: 'inherit' });
  if (fs.existsSync(out)) {
    const summary = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed += summary.numPassedTests;
    failed += summary.numFailedTests + summary.numRuntimeErrorTestSuites;
  }
  ok = ok && r.status === 0;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
