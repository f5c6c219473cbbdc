import * as fs from 'fs';
import * as path from 'path';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO, login } from './support/browser';
import { repoRoot } from './support/server';
import { useE2eSuite } from './support/suite';

jest.setTimeout(300_000);

// One server and one browser for the whole file: the demo applicant switched to Spanish walks a page of each area.
const suite = useE2eSuite();
const shots = path.join(repoRoot, 'var/screenshots/spanish');

/** Common English words that must not be visible anywhere on a Spanish page (a word list is enough). */
const ENGLISH = [
  'the', 'your', 'you', 'and', 'Save', 'Continue', 'Next', 'Submit', 'Date', 'Name', 'Sign', 'Signed', 'Upload', 'Please', 'Required', 'Back',
  'Edit', 'Delete', 'Cancel', 'Loading', 'Start', 'Welcome', 'Instructions', 'Documents', 'Profile', 'Home', 'Application', 'Tasks', 'Phone',
  'Email', 'Address', 'City', 'Status', 'Expires', 'View', 'Download', 'Preview', 'Completed', 'Employer', 'Job', 'Title', 'Language',
];
const ENGLISH_WORD = new RegExp(`\\b(${ENGLISH.join('|')})\\b`);

let context: BrowserContext;
let page: Page;

/** The lines of the page's visible text that still hold an English word. */
async function englishLeft(p: Page): Promise<string[]> {
  const text = await p.evaluate(() => document.body.innerText);
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => ENGLISH_WORD.test(line));
}

/** Opens a page, waits until it has settled (a Spanish text of the area shown), screenshots it and checks it. */
async function checkPage(url: string, name: string, spanishText: string): Promise<void> {
  await page.goto(`${suite.server.url}/acme/hq/${url}`);
  try {
    await page.getByText(spanishText, { exact: false }).filter({ visible: true }).first().waitFor({ timeout: 30_000 });
  } catch {
    throw new Error(`${name}: "${spanishText}" not shown; the page says:\n${await page.evaluate(() => document.body.innerText)}`);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}-1280.png`), fullPage: true });
  expect({ page: name, english: await englishLeft(page) }).toEqual({ page: name, english: [] });
}

beforeAll(async () => {
  // The demo applicant chooses Spanish (what the language picker saves); her next login opens the portal in it.
  const base = suite.server.url;
  const session = (await (
    await fetch(`${base}/api/v1/applicants/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.applicant.email, password: DEMO.applicant.password, customer_code: DEMO.customer }),
    })
  ).json()) as { access_token: string; applicant_id: number; customer_id: number };
  const saved = await fetch(`${base}/api/v1/languages/applicant-language/${session.applicant_id}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${session.access_token}`,
      'x-requested-by-party': 'applicant',
      'x-request-customer-id': String(session.customer_id),
    },
    body: JSON.stringify({ language: 'es' }),
  });
  expect(saved.status).toBe(200);
  context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await login(page, base, DEMO.applicant);
}, 120_000);

afterAll(async () => {
  await context?.close();
});

test('the application wizard (basic info) has no English left', async () => {
  await checkPage('application', 'wizard', 'Información básica');
});

test('the documents list and a request with its forms (labels, help, options, employer fields) have no English left', async () => {
  await checkPage('documents', 'documents', 'Incorporación a Acme');
  await page.getByRole('link', { name: 'Incorporación a Acme' }).click();
  await page.getByText('Carta de oferta').first().waitFor({ timeout: 30_000 });
  await page.getByText('Salario por hora').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(shots, 'documents-request-1280.png'), fullPage: true });
  expect({ page: 'documents/request', english: await englishLeft(page) }).toEqual({ page: 'documents/request', english: [] });
});

test('my profile has no English left', async () => {
  await checkPage('my-profile', 'profile', 'Mi perfil');
});

test('self-service (tasks and the customer instructions) has no English left', async () => {
  await checkPage('self-service', 'self-service', 'solicitud en línea');
});

test('Form I-9 Section 1 has no English left', async () => {
  await checkPage('i9/section1', 'i9-section1', 'Sección 1');
});
