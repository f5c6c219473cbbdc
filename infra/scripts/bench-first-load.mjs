// `npm run bench`, step "first load": what the login page and each remote's first route cost in JavaScript,
// measured in Debian's Chromium against a running server that serves the built front ends. Every script
// response is recorded; its compressed size is the brotli file the build wrote next to it (or the same
// compression done here when the build wrote none), and the bytes that actually crossed the wire are
// reported beside it. React copies: the loaded files that contain React (core), and react-dom, per page.
// Budgets (issue 14): login <= 150 KiB, each remote's first route <= 100 KiB, one React. Reports only.
//
// Standalone: `node infra/scripts/bench-first-load.mjs [--base http://127.0.0.1:3000] [--web-root DIR] [--json]`:
// without --base it starts services/server/dist/main.js on a throwaway database (build services and web first),
// serving the front ends of --web-root (default: this checkout), e.g. a copy of an older build to compare.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildOf, distFileOf, fileSizes, kib } from './bench-web-sizes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const BUDGETS = { loginKib: 150, remoteFirstRouteKib: 100, reactCopies: 1 };

/** The first page a person meets in each remote, and who opens it. */
export const FIRST_ROUTES = [
  { remote: 'applicant', folder: 'applicant', route: 'home', party: 'applicant' },
  { remote: 'i9_everify', folder: 'i9-everify', route: 'admin/i9', party: 'staff' },
  { remote: 'content_admin', folder: 'content-admin', route: 'admin/content', party: 'staff' },
  { remote: 'account_admin', folder: 'account-admin', route: 'admin/applicants', party: 'staff' },
  { remote: 'talent', folder: 'talent', route: 'btp/home', party: 'applicant' },
];

/** Records every script response of `page` as { url, path, encoding, wireBytes }. */
function recordScripts(page, base) {
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script' || !request.url().startsWith(base)) {
      return;
    }
    const entry = {
      url: request.url(),
      path: new URL(request.url()).pathname,
      encoding: 'identity',
      wireBytes: null,
    };
    scripts.push(entry);
    try {
      const response = await request.response();
      entry.encoding = (await response?.headerValue('content-encoding')) ?? 'identity';
      entry.wireBytes = (await request.sizes()).responseBodySize;
    } catch {
      /* the page moved on; sizes from the build still count */
    }
  });
  return scripts;
}

async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
}

function summarise(scripts, webRoot) {
  const seen = new Set();
  const files = [];
  for (const s of scripts) {
    if (seen.has(s.path)) continue;
    seen.add(s.path);
    const sizes = fileSizes(distFileOf(webRoot, s.path));
    files.push({
      path: s.path,
      build: buildOf(s.path),
      encoding: s.encoding,
      wireBytes: s.wireBytes,
      ...(sizes ?? { raw: 0, br: 0, gz: 0, missing: true }),
    });
  }
  const sum = (list, key) => list.reduce((n, f) => n + (f[key] ?? 0), 0);
  return {
    files: files.map(({ file: _file, ...rest }) => rest),
    count: files.length,
    rawBytes: sum(files, 'raw'),
    brBytes: sum(files, 'br'),
    gzBytes: sum(files, 'gz'),
    wireBytes: sum(files, 'wireBytes'),
    reactCopies: files.filter((f) => f.react).length,
    reactDomCopies: files.filter((f) => f.reactDom).length,
  };
}

async function signIn(page, base, who, party, returnTo) {
  const query = new URLSearchParams({ ...(party === 'staff' ? { as: 'staff' } : {}), returnTo });
  await page.goto(`${base}/acme/hq/login?${query}`);
  await page.locator('input[type="email"]').fill(who.email);
  await page.locator('input[type="password"]').fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 60_000 });
}

/**
 * @param {{ base: string, webRoot?: string, staff: {email:string,password:string}, applicant: {email:string,password:string}, log?: (m:string)=>void }} o
 */
export async function measureFirstLoad({ base, webRoot = root, staff, applicant, log = () => undefined }) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const open = async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      return { context, page, scripts: recordScripts(page, base) };
    };

    log('first load: the login page');
    const loginPage = await open();
    await loginPage.page.goto(`${base}/acme/hq/login`);
    await loginPage.page.locator('input[type="password"]').waitFor({ timeout: 60_000 });
    await settle(loginPage.page);
    const login = summarise(loginPage.scripts, webRoot);
    await loginPage.context.close();

    const remotes = [];
    for (const r of FIRST_ROUTES) {
      log(`first load: ${r.remote} first route (${r.route}, ${r.party})`);
      const { context, page, scripts } = await open();
      try {
        await signIn(page, base, r.party === 'staff' ? staff : applicant, r.party, `/acme/hq/${r.route}`);
        await settle(page);
        const all = summarise(scripts, webRoot);
        const own = summarise(
          scripts.filter((s) => buildOf(s.path) === r.folder),
          webRoot,
        );
        remotes.push({ ...r, url: new URL(page.url()).pathname, own, all });
      } catch (err) {
        remotes.push({ ...r, error: String(err?.message ?? err) });
      } finally {
        await context.close();
      }
    }
    return { budgets: BUDGETS, login, remotes, verdicts: verdicts(login, remotes) };
  } finally {
    await browser.close();
  }
}

function verdicts(login, remotes) {
  const out = [
    {
      name: 'login page JavaScript (brotli)',
      value: kib(login.brBytes),
      limit: BUDGETS.loginKib,
      unit: 'KiB',
    },
  ];
  for (const r of remotes) {
    out.push({
      name: `${r.remote} first route /${r.route} (brotli, remote's own files)`,
      value: r.own ? kib(r.own.brBytes) : null,
      limit: BUDGETS.remoteFirstRouteKib,
      unit: 'KiB',
      error: r.error,
    });
  }
  const withBudget = out.map((v) => ({ ...v, pass: v.value !== null && v.value <= v.limit }));
  // One React: every page runs exactly one copy of react and one of react-dom.
  const pages = [login, ...remotes.map((r) => r.all).filter(Boolean)];
  const react = pages.map((p) => p.reactCopies);
  const reactDom = pages.map((p) => p.reactDomCopies);
  const most = Math.max(...react, ...reactDom);
  withBudget.push({
    name: 'React copies per page (react / react-dom, most on any page)',
    value: most,
    detail: `${Math.max(...react)} / ${Math.max(...reactDom)}`,
    limit: BUDGETS.reactCopies,
    unit: '',
    pass: [...react, ...reactDom].every((n) => n === BUDGETS.reactCopies),
  });
  return withBudget;
}

/** The report's lines for this step. */
export function firstLoadReport(r) {
  const l = r.login;
  const lines = [
    `  login page: ${l.count} scripts, ${kib(l.rawBytes)} KiB raw, ${kib(l.brBytes)} KiB brotli, ${kib(l.gzBytes)} KiB gzip, ${kib(l.wireBytes)} KiB on the wire`,
  ];
  for (const m of r.remotes) {
    if (m.error) {
      lines.push(`  ${m.remote} /${m.route}: not measured (${m.error.split('\n')[0]})`);
      continue;
    }
    lines.push(
      `  ${m.remote} /${m.route}: own ${m.own.count} scripts ${kib(m.own.rawBytes)} KiB raw / ${kib(m.own.brBytes)} KiB brotli; whole page ${m.all.count} scripts ${kib(m.all.brBytes)} KiB brotli, ${kib(m.all.wireBytes)} KiB on the wire`,
    );
  }
  for (const v of r.verdicts) {
    const shown = v.value === null ? 'n/a' : `${v.detail ?? v.value}${v.unit ? ` ${v.unit}` : ''}`;
    lines.push(
      `  ${v.pass ? 'PASS' : 'FAIL'}  ${v.name}: ${shown} (budget ${v.limit}${v.unit ? ` ${v.unit}` : ''})`,
    );
  }
  return lines;
}

async function standalone() {
  const args = process.argv.slice(2);
  const baseArg = args.indexOf('--base');
  const webRootArg = args.indexOf('--web-root');
  const webRoot = webRootArg === -1 ? root : path.resolve(args[webRootArg + 1]);
  const demo = {
    staff: { email: 'admin@acme.test', password: 'Attest-admin-2026' },
    applicant: { email: 'demo.applicant@acme.test', password: 'Attest-demo-2026' },
  };
  const log = (m) => console.log(`[bench] ${m}`);
  if (baseArg !== -1) {
    const r = await measureFirstLoad({ base: args[baseArg + 1], webRoot, ...demo, log });
    console.log(firstLoadReport(r).join('\n'));
    return r;
  }
  const { createDatabase, dbUrl, dropDatabase } = await import('../../services/server/bench/seed.mjs');
  const { freePort, startNode, stopAll } = await import('../../services/server/bench/procs.mjs');
  const database = `attest_bench_web_${Date.now()}_${process.pid}`;
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attest-bench-'));
  await createDatabase(database);
  try {
    const port = await freePort();
    await startNode(
      'real server',
      path.join(root, 'services/server/dist/main.js'),
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: dbUrl(database),
        REDIS_URL: 'redis://127.0.0.1:6379',
        QUEUE_PREFIX: `attest-bench-${database}`,
        ATTEST_VAR_DIR: varDir,
        SEED_DEMO: 'true',
        NODE_ENV: 'production',
        WEB_ROOT: webRoot,
      },
      'Attest is running at',
    );
    const r = await measureFirstLoad({ base: `http://127.0.0.1:${port}`, webRoot, ...demo, log });
    console.log(firstLoadReport(r).join('\n'));
    if (args.includes('--json')) console.log(JSON.stringify(r, null, 2));
    return r;
  } finally {
    await stopAll();
    await dropDatabase(database);
    fs.rmSync(varDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  standalone().then(
    () => process.exit(0),
    (err) => {
      console.error(`[bench] first load failed: ${err.stack ?? err}`);
      process.exit(1);
    },
  );
}
