import type { Page, Request } from 'playwright-core';
import { DEMO, login } from './support/browser';
import { useE2eSuite } from './support/suite';

/**
 * The first load in Chromium (issue 14): the sign-in page loads only the shell's own small chunks (no
 * remote, no remotes manifest), its scripts come compressed and cacheable for a year, and the portal
 * behind it still works once the person signs in, with one React. Sizes are the bench's job (npm run bench).
 */
jest.setTimeout(180_000);

const suite = useE2eSuite();

interface Seen {
  url: string;
  type: string;
  encoding: string | null;
  cacheControl: string | null;
  /** Script text (decoded), to tell copies of React apart. */
  body?: string;
}

// React 18's core has createFactory and cloneElement; react-dom alone has findDOMNode (as in infra/scripts/bench-web-sizes.mjs).
const isReact = (js: string) => /\bcreateFactory\b/.test(js) && /\bcloneElement\b/.test(js);
const isReactDom = (js: string) => /\bfindDOMNode\b/.test(js);

/** A page that records every finished request; `settled()` waits until each one's headers and body are read. */
async function recordingPage(): Promise<{ page: Page; seen: Seen[]; settled: () => Promise<unknown> }> {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const seen: Seen[] = [];
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request: Request) => {
    pending.push(
      request.response().then(async (response) => {
        const entry: Seen = {
          url: new URL(request.url()).pathname,
          type: request.resourceType(),
          encoding: response?.headers()['content-encoding'] ?? null,
          cacheControl: response?.headers()['cache-control'] ?? null,
        };
        seen.push(entry);
        if (entry.type === 'script') {
          entry.body = await response?.text().catch(() => undefined);
        }
      }),
    );
  });
  return { page, seen, settled: () => Promise.all(pending) };
}

test('the sign-in page loads the shell only, compressed and cacheable', async () => {
  const { page, seen, settled } = await recordingPage();
  await page.goto(`${suite.server.url}/acme/hq/login`);
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  await settled();
  const scripts = seen.filter((s) => s.type === 'script');
  expect(scripts.length).toBeGreaterThan(0);
  expect(seen.some((s) => s.url.startsWith('/remotes/') || s.url === '/remotes.manifest.json')).toBe(false);
  expect(seen.some((s) => s.url === '/api/v1/users/me')).toBe(false);
  for (const script of scripts) {
    expect(script.url).toMatch(/\.[0-9a-f]{8}\.js$/);
    expect(script.cacheControl).toBe('public, max-age=31536000, immutable');
  }
  // Chromium accepts br: every script big enough to be worth it comes as brotli.
  expect(scripts.filter((s) => s.encoding === 'br').length).toBeGreaterThanOrEqual(scripts.length - 3);
  const html = seen.find((s) => s.type === 'document');
  expect(html?.cacheControl).toBe('no-cache');
  await page.context().close();
});

test('signing in loads the portal and the applicant remote, with one React', async () => {
  const { page, seen, settled } = await recordingPage();
  await login(page, suite.server.url, DEMO.applicant);
  await page.waitForLoadState('networkidle');
  await settled();
  expect(new URL(page.url()).pathname).not.toBe('/acme/hq/login');
  expect(await page.locator('.at-error-panel').count()).toBe(0);
  expect(seen.some((s) => s.url === '/remotes.manifest.json')).toBe(true);
  expect(seen.some((s) => s.url === '/remotes/applicant/remoteEntry.js')).toBe(true);
  const entry = seen.find((s) => s.url === '/remotes/applicant/remoteEntry.js');
  expect(entry?.cacheControl).toBe('no-cache');
  // One React: exactly one loaded script holds React, one react-dom (the shell's shared singletons).
  const scripts = seen.filter((x) => x.type === 'script' && x.body);
  expect(scripts.filter((x) => isReact(x.body as string)).map((x) => x.url)).toHaveLength(1);
  expect(scripts.filter((x) => isReactDom(x.body as string)).map((x) => x.url)).toHaveLength(1);
  await page.context().close();
});

test('staff sign in reaches a staff page through the portal', async () => {
  const { page } = await recordingPage();
  await login(page, suite.server.url, DEMO.staff, true);
  await page.waitForURL((u) => u.pathname.startsWith('/acme/hq/admin/'), { timeout: 30_000 });
  await page.locator('#root h1, #root h2').first().waitFor();
  expect(await page.locator('.at-error-panel').count()).toBe(0);
  await page.context().close();
});
