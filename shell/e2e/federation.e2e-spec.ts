import { spawnSync } from 'child_process';
import * as crypto from 'crypto';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { Browser, Page } from 'playwright-core';
import { DEMO, launchBrowser, login } from './support/browser';
import { ensureBuilt, repoRoot, startServer, type RunningServer } from './support/server';
import { serveStatic, type StaticServer } from './support/static-server';

jest.setTimeout(180_000);

const REMOTES: Record<string, string> = {
  applicant: 'mfe-applicant',
  i9_everify: 'mfe-i9-everify',
  content_admin: 'mfe-content-admin',
  account_admin: 'mfe-account-admin',
  talent: 'mfe-talent',
};

let server: RunningServer;
let browser: Browser;
let workDir: string;
let manifestPath: string;
const statics: Record<string, StaticServer> = {};
const extraStatics: StaticServer[] = [];

function writeManifest(overrides: Record<string, string> = {}): void {
  const manifest: Record<string, string> = {};
  for (const name of Object.keys(REMOTES)) {
    manifest[name] = `${statics[name].url}/remoteEntry.js`;
  }
  fs.writeFileSync(manifestPath, JSON.stringify({ ...manifest, ...overrides }));
}

function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) {
        walk(full);
      } else {
        out[path.relative(dir, full)] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
      }
    }
  };
  walk(dir);
  return out;
}

beforeAll(async () => {
  ensureBuilt();
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attest-fed-'));
  manifestPath = path.join(workDir, 'remotes.json');
  for (const [name, folder] of Object.entries(REMOTES)) {
    statics[name] = await serveStatic(path.join(repoRoot, folder, 'dist'));
  }
  writeManifest();
  server = await startServer({ remotesManifest: manifestPath });
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  for (const s of [...Object.values(statics), ...extraStatics]) {
    await s.stop().catch(() => undefined);
  }
  if (workDir) {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
});

async function goClientSide(page: Page, pathname: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
}

test('the shell reads the remote URLs from the manifest file', async () => {
  const res = await fetch(`${server.url}/remotes.manifest.json`);
  // docs/frontend.md asks for no-store; the server sends no-cache (revalidate every time), which also
  // makes an edited manifest count on the next load.
  expect(res.headers.get('cache-control')).toMatch(/no-store|no-cache/);
  expect(await res.json()).toEqual(JSON.parse(fs.readFileSync(manifestPath, 'utf8')));
});

test('a remote that is down shows an error panel in its area only; Retry loads it once it is back', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const talentPort = statics.talent.port;
  await statics.talent.stop();

  // Applicant remote (served from its own origin) works while talent is down.
  await login(page, server.url, DEMO.applicant);
  await page.waitForURL(/\/acme\/hq\/home$/);
  await goClientSide(page, '/acme/hq/my-profile');
  await page.locator('input[name="first_name"]').waitFor();

  await goClientSide(page, '/acme/hq/satisfaction-survey');
  const panel = page.locator('section[aria-label="talent"] .at-error-panel');
  await panel.waitFor({ timeout: 60_000 });
  await expect(panel.textContent()).resolves.toContain('This part of the portal could not be loaded');
  const retry = panel.getByRole('button', { name: 'Retry' });
  await retry.waitFor();
  // The shell header keeps working: its log out button and location switcher are there.
  await page.getByRole('button', { name: 'Log out' }).waitFor();
  await page.getByLabel('Location').waitFor();

  // Another remote still works in the same document.
  await goClientSide(page, '/acme/hq/my-profile');
  await page.locator('input[name="first_name"]').waitFor();
  await expect(page.locator('input[name="first_name"]').inputValue()).resolves.toBe('Dana');

  // Back to the talent page, still down; bring the server back on the same port and Retry.
  await goClientSide(page, '/acme/hq/satisfaction-survey');
  await panel.waitFor({ timeout: 60_000 });
  statics.talent = await serveStatic(path.join(repoRoot, 'mfe-talent/dist'), talentPort);
  await panel.getByRole('button', { name: 'Retry' }).click();
  await page.getByText('How likely are you to recommend us?').waitFor({ timeout: 30_000 });
  expect(await page.locator('.at-error-panel').count()).toBe(0);
  await context.close();
});

test('a remote redeployed elsewhere is picked up on reload without rebuilding the shell', async () => {
  const shellBefore = hashTree(path.join(repoRoot, 'shell/dist'));
  const talentDistBefore = hashTree(path.join(repoRoot, 'mfe-talent/dist'));
  const label = `e2e-${crypto.randomBytes(4).toString('hex')}`;
  const outDir = path.join(workDir, 'talent-v2');

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/acme/hq/satisfaction-survey`);
  await page.getByText('How likely are you to recommend us?').waitFor();
  expect(await page.getByText(`Build ${label}`).count()).toBe(0);

  // Rebuild only the talent remote, into another folder, with a visible label.
  const build = spawnSync('npx', ['webpack', '--config', 'mfe-talent/webpack.config.cjs', '--mode', 'production'], {
    cwd: repoRoot,
    // Jest sets NODE_ENV=test, which the webpack factory would take as the mode.
    env: { ...process.env, NODE_ENV: 'production', ATTEST_OUT_DIR: outDir, ATTEST_BUILD_LABEL: label },
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    throw new Error(`talent rebuild failed (${build.status}):\n${build.stdout}\n${build.stderr}`);
  }
  expect(fs.existsSync(path.join(outDir, 'remoteEntry.js'))).toBe(true);

  const v2 = await serveStatic(outDir);
  extraStatics.push(v2);
  writeManifest({ talent: `${v2.url}/remoteEntry.js` });

  await page.reload();
  await page.getByText(`Build ${label}`).waitFor({ timeout: 30_000 });
  await page.getByText('How likely are you to recommend us?').waitFor();

  expect(hashTree(path.join(repoRoot, 'shell/dist'))).toEqual(shellBefore);
  expect(hashTree(path.join(repoRoot, 'mfe-talent/dist'))).toEqual(talentDistBefore);
  await context.close();
});
