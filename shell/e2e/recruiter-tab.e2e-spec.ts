import * as fs from 'fs';
import * as path from 'path';
import type { FrameLocator, Page } from 'playwright-core';
import { apiCall, apiLogin, type ApiSession } from './support/api-session';
import { DEMO } from './support/browser';
import { expectText } from './support/expect-page';
import { repoRoot } from './support/server';
import { serveStatic, type StaticServer } from './support/static-server';
import { useE2eSuite } from './support/suite';

jest.setTimeout(180_000);

/**
 * The recruiter tab inside a cross-origin frame (issue 15, decision 0023): a stand-in ATS on another port
 * frames the tab at the launch URL it asked for with a staff session; the tab signs itself in with the
 * single-use launch, creates an applicant from the ATS candidate and associates an existing one. An origin
 * the customer does not list cannot frame it.
 */
let ats: StaticServer;
let stranger: StaticServer;
let admin: ApiSession;
const suite = useE2eSuite({
  afterStart: async (server) => {
    const hostDir = path.join(repoRoot, 'shell/e2e/support/ats-host');
    ats = await serveStatic(hostDir);
    stranger = await serveStatic(hostDir);
    admin = await apiLogin(server.url, DEMO.staff, 'user');
    await apiCall(server.url, admin, 'PUT', '/api/v1/configurations/recruiter_tab_allowed_origins', { value: ats.url }, 200);
  },
});
afterAll(async () => {
  await ats?.stop();
  await stranger?.stop();
});

const shots = path.join(repoRoot, 'var/e2e-recruiter-tab');

async function launch(externalId: string, candidate?: Record<string, string>): Promise<string> {
  const res = await apiCall(suite.server.url, admin, 'POST', '/api/v1/recruiter-tab/launches', { external_id: externalId, ...(candidate ? { candidate } : {}) }, 201);
  return res.body.launch_url as string;
}

async function openInHost(host: StaticServer, launchUrl: string, width: number): Promise<{ page: Page; tab: FrameLocator }> {
  const context = await suite.browser.newContext({ viewport: { width, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`${host.url}/?tab=${encodeURIComponent(launchUrl)}`);
  return { page, tab: page.frameLocator('#attest-tab') };
}

test('inside a cross-origin ATS frame: creates an applicant from the candidate, then associates an existing one', async () => {
  fs.mkdirSync(shots, { recursive: true });
  const candidate = { first_name: 'Frida', last_name: 'Framed', email: 'frida.framed@ats.test', mobile_phone: '(555) 010-0199', city: 'Austin', state: 'TX' };
  const { page, tab } = await openInHost(ats, await launch('E2E-CAND-1', candidate), 1280);
  await expectText(tab.locator('body'), 'ATS candidate: E2E-CAND-1');
  expect(await tab.locator('input[type="password"]').count()).toBe(0);
  await tab.getByRole('button', { name: 'Create applicant in Attest' }).click();
  await expectText(tab.locator('body'), 'The applicant was created and associated with this candidate.');
  const associated = tab.getByRole('region', { name: 'Associated applicant' });
  await expectText(associated, 'Frida Framed');
  await expectText(associated, 'Application: step 0 of 9');
  await page.screenshot({ path: path.join(shots, 'created-1280.png'), fullPage: true });
  const created = await apiCall(suite.server.url, admin, 'GET', '/api/v1/ats/associations/E2E-CAND-1', undefined, 200);
  expect(created.body).toMatchObject({ external_id: 'E2E-CAND-1', applicant: { email: 'frida.framed@ats.test', first_name: 'Frida' } });
  await page.context().close();

  // A second candidate, opened at phone width: associate the demo applicant found by a search.
  const phone = await openInHost(ats, await launch('E2E-CAND-2'), 375);
  await expectText(phone.tab.locator('body'), 'ATS candidate: E2E-CAND-2');
  const associate = phone.tab.getByRole('region', { name: 'Associate an existing applicant' });
  await associate.getByRole('searchbox').fill(DEMO.applicant.email);
  await associate.getByRole('button', { name: 'Search', exact: true }).click();
  await associate.getByRole('button', { name: /^Associate / }).first().click();
  await expectText(phone.tab.locator('body'), 'The applicant is now associated with this candidate.');
  await expectText(phone.tab.getByRole('region', { name: 'Associated applicant' }), DEMO.applicant.email);
  const fits = await phone.page.frames()[1].evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  expect(fits).toBe(true);
  await phone.page.screenshot({ path: path.join(shots, 'associated-375.png'), fullPage: true });
  const linked = await apiCall(suite.server.url, admin, 'GET', '/api/v1/ats/associations/E2E-CAND-2', undefined, 200);
  expect(linked.body).toMatchObject({ applicant: { email: DEMO.applicant.email } });
  await phone.page.context().close();
});

test('an origin the customer does not list cannot frame the tab (and its launch is not spent)', async () => {
  const launchUrl = await launch('E2E-CAND-3');
  const head = await fetch(new URL('/recruiter-tab?customer=acme', launchUrl));
  expect(head.headers.get('content-security-policy')).toContain(`; frame-ancestors 'self' ${ats.url}`);

  // goto waits for the load of the page and its frame (a refused frame loads the browser's error page).
  const { page } = await openInHost(stranger, launchUrl, 1280);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  const shown = frame ? await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '') : '';
  expect(shown).not.toContain('Attest recruiter tab');
  expect(shown).not.toContain('E2E-CAND-3');
  await page.context().close();

  // The refused frame never ran the tab, so the single-use launch is still unspent.
  const token = new URL(launchUrl).searchParams.get('launch');
  const res = await fetch(`${suite.server.url}/api/v1/recruiter-tab/launches/exchange`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, customer_code: 'acme' }),
  });
  expect(res.status).toBe(200);
});
