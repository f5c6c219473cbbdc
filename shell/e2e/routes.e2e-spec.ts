import type { Page } from 'playwright-core';
import { DEMO, login, sessionStorageOf } from './support/browser';
import { useE2eSuite } from './support/suite';

jest.setTimeout(120_000);

const suite = useE2eSuite();

async function freshPage(): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

const GUEST = [
  'login',
  'forgot-password',
  'register',
  'reset-password',
  'confirmation',
  'no-customer',
  'interview-satisfaction-survey',
  'satisfaction-survey',
  'onboarding-verify',
  'multi-signer',
  'user-applicant-login',
  'AbC123_xyzXYZ987654321',
];

test.each(GUEST)('guest route %s renders without login', async (route) => {
  const page = await freshPage();
  await page.goto(`${suite.server.url}/acme/hq/${route}`);
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).toBe(`/acme/hq/${route}`);
  // Something of the page itself rendered (a heading inside the page area), and no remote failed to load.
  await page.locator('#root h1, #root h2').first().waitFor();
  expect(await page.locator('.at-error-panel').count()).toBe(0);
  await page.context().close();
});

test.each(['my-profile', 'admin/applicants', ''])('/acme/hq/%s redirects to login when logged out', async (route) => {
  const page = await freshPage();
  await page.goto(`${suite.server.url}/acme/hq/${route}`);
  await page.waitForURL((u) => u.pathname === '/acme/hq/login', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  await page.context().close();
});

test('an unknown customer lands on no-customer', async () => {
  const page = await freshPage();
  await page.goto(`${suite.server.url}/nope/hq/login`);
  await page.waitForURL((u) => u.pathname.endsWith('/no-customer'), { timeout: 20_000 });
  expect(await page.getByRole('button', { name: 'Sign in', exact: true }).count()).toBe(0);
  await page.context().close();
});

test('switching location rewrites the URL segment and reloads; logout clears the session keys but the customer code', async () => {
  const page = await freshPage();
  await login(page, suite.server.url, DEMO.applicant);
  // Home is where an applicant lands (issue 14); the location switch keeps the page.
  await page.waitForURL(/\/acme\/hq\/home$/);
  await page.goto(`${suite.server.url}/acme/hq/my-profile`);
  await page.locator('input[name="first_name"]').waitFor();
  await page.evaluate(() => ((window as unknown as { __beforeSwitch: boolean }).__beforeSwitch = true));

  await page.getByLabel('Location').selectOption('west');
  await page.waitForURL(/\/acme\/west\/my-profile$/);
  await page.locator('input[name="first_name"]').waitFor();
  // A full reload: the marker set on the old document is gone.
  expect(await page.evaluate(() => (window as unknown as { __beforeSwitch?: boolean }).__beforeSwitch)).toBeUndefined();

  // Put every key logout must clear into the session, then log out.
  await page.evaluate(() => {
    sessionStorage.setItem('attest.prelimInfoDone', 'true');
    sessionStorage.setItem('attest.returnTo', '/acme/west/my-profile');
    sessionStorage.setItem('attest.returnToParams', '{"a":"b"}');
    sessionStorage.setItem('attest.applicantLogin', 'true');
    sessionStorage.setItem('attest.userId', '1');
    sessionStorage.setItem('attest.language', 'es');
  });
  const before = await sessionStorageOf(page);
  expect(before['attest.accessToken']).toBeTruthy();
  // Snapshot the session at the moment logout leaves the page (before the login page runs again).
  await page.evaluate(() =>
    window.addEventListener('beforeunload', () => {
      const snap: Record<string, string | null> = {};
      for (let i = 0; i < sessionStorage.length; i++) {
        const k = sessionStorage.key(i)!;
        snap[k] = sessionStorage.getItem(k);
      }
      localStorage.setItem('e2e.sessionAtLogout', JSON.stringify(snap));
    }),
  );
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((u) => u.pathname === '/acme/west/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  const atLogout = JSON.parse((await page.evaluate(() => localStorage.getItem('e2e.sessionAtLogout'))) ?? 'null') as Record<
    string,
    string
  >;
  expect(atLogout).not.toBeNull();
  const cleared = [
    'attest.applicantId',
    'attest.accessToken',
    'attest.customerId',
    'attest.prelimInfoDone',
    'attest.returnTo',
    'attest.returnToParams',
    'attest.applicantLogin',
    'attest.userId',
    'attest.language',
  ];
  for (const key of cleared) {
    expect([key, atLogout[key]]).toEqual([key, undefined]);
  }
  expect(atLogout['attest.customerCode']).toBe('acme');
  // On the login page that follows, nothing of the person is back; only the customer context the URL gives
  // (code and id, re-derived by CustomerScope for pre-login pages) is stored again.
  const after = await sessionStorageOf(page);
  for (const key of cleared.filter((k) => k !== 'attest.customerId' && k !== 'attest.language')) {
    expect([key, after[key]]).toEqual([key, undefined]);
  }
  expect(after['attest.language']).not.toBe('es');
  expect(after['attest.customerId']).toBe(before['attest.customerId']);
  expect(after['attest.customerCode']).toBe('acme');
  await page.context().close();
});

test('exactly one React is loaded at run time across the shell and the remotes of the page', async () => {
  const page = await freshPage();
  await login(page, suite.server.url, DEMO.applicant);
  await page.getByRole('heading', { name: 'Welcome, Dana' }).waitFor(); // applicant remote (Home)
  // Client-side navigation (same document) to a page of the talent remote.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/acme/hq/satisfaction-survey');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByText('How likely are you to recommend us?').waitFor();
  const probe = await page.evaluate(() => {
    type Entry = { loaded?: boolean; from?: string; useIn?: string[]; version?: string };
    const fed = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
      .__FEDERATION__;
    const out: Record<string, { versions: string[]; loaded: { from?: string; version: string }[]; useIn: string[] }> = {};
    for (const lib of ['react', 'react-dom']) {
      const versions = new Set<string>();
      const loaded: { from?: string; version: string }[] = [];
      const useIn = new Set<string>();
      for (const scopes of Object.values(fed.__SHARE__)) {
        for (const pkgs of Object.values(scopes)) {
          for (const [version, entry] of Object.entries(pkgs[lib] ?? {})) {
            versions.add(version);
            if (entry.loaded) {
              loaded.push({ from: entry.from, version });
            }
            (entry.useIn ?? []).forEach((u) => useIn.add(u));
          }
        }
      }
      out[lib] = { versions: [...versions], loaded, useIn: [...useIn].sort() };
    }
    return out;
  });
  const hosts = await page.evaluate(() =>
    Object.keys((globalThis as unknown as { __FEDERATION__: { __SHARE__: object } }).__FEDERATION__.__SHARE__).sort(),
  );
  // The pages' remotes (applicant, talent) and i9_everify, whose routes module gives the applicant navigation its I-9 entry.
  expect(hosts).toEqual(['applicant:0.1.0', 'i9_everify:0.1.0', 'shell:0.1.0', 'talent:0.1.0']);
  for (const lib of ['react', 'react-dom']) {
    // One version registered.
    expect(probe[lib].versions).toEqual(['18.3.1']);
    // Each container that rendered (shell, applicant, talent; the navigation-only one may not) resolved it, always to the shell's copy.
    expect(probe[lib].loaded.length).toBeGreaterThanOrEqual(3);
    expect(new Set(probe[lib].loaded.map((l) => `${l.from}@${l.version}`))).toEqual(new Set(['shell@18.3.1']));
  }
  await page.context().close();
});

/**
 * Collects every Content-Security-Policy violation of the page's documents (decision 0049): the
 * `securitypolicyviolation` event of each document and the console's "Refused to …" lines.
 */
async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__e2eCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { __e2eCspViolation: (l: string) => Promise<void> }).__e2eCspViolation(`${e.violatedDirective} ${e.blockedURI} (${location.pathname})`);
    });
  });
  page.on('console', (msg) => {
    if (/Refused to|Content Security Policy/i.test(msg.text())) {
      violations.push(msg.text());
    }
  });
  return violations;
}

test('the demo login, an applicant page and a staff page load with no Content-Security-Policy violation', async () => {
  const page = await freshPage();
  const violations = await watchCspViolations(page);
  const head = await fetch(`${suite.server.url}/acme/hq/login`);
  expect(head.headers.get('content-security-policy')).toMatch(/script-src 'self'[^;]*;/);
  expect(head.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
  await login(page, suite.server.url, DEMO.applicant);
  await page.getByRole('heading', { name: 'Welcome, Dana' }).waitFor();
  await page.goto(`${suite.server.url}/acme/hq/my-profile`);
  await page.locator('input[name="first_name"]').waitFor();
  await page.waitForLoadState('networkidle');
  await page.context().close();

  const staff = await freshPage();
  const staffViolations = await watchCspViolations(staff);
  await login(staff, suite.server.url, DEMO.staff, true);
  await staff.goto(`${suite.server.url}/acme/hq/admin/applicants`);
  await staff.getByRole('heading', { name: 'Applicants', exact: true }).waitFor({ timeout: 30_000 });
  await staff.waitForLoadState('networkidle');
  expect([...violations, ...staffViolations]).toEqual([]);

  // The watch is not blind, and the policy holds: a script injected inline is refused and reported.
  const ran = await staff.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__e2eInlineRan = true;';
    document.body.appendChild(script);
    await new Promise((r) => setTimeout(r, 200));
    return (window as unknown as { __e2eInlineRan?: boolean }).__e2eInlineRan === true;
  });
  expect(ran).toBe(false);
  const deadline = Date.now() + 5_000;
  while (!staffViolations.some((v) => /script-src/.test(v)) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(staffViolations.some((v) => /script-src/.test(v))).toBe(true);
  await staff.context().close();
});
