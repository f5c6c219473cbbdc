// `npm start`: install if needed, build what changed, start the one-process server on the embedded
// defaults (SQLite, in-process queue, local files) with the demo customer seeded.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

try {
  ensureInstalled();
  ensureBuilt();
} catch (err) {
  console.error(`Attest could not build: ${err.message}`);
  process.exit(1);
}
const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'services/server/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => child.kill(sig));
}
child.on('exit', (code) => process.exit(code ?? 0));
