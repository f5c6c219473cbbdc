import * as fs from 'fs';
import * as path from 'path';
import type { Request } from 'playwright-core';
import { DEMO, login, sessionStorageOf } from './support/browser';
import { pageDump } from './support/page-dump';
import { repoRoot } from './support/server';
import { useE2eSuite } from './support/suite';
import { pdfText } from '@attest/platform/testing';
import { dayFromToday, expectFits, expectText } from './support/expect-page';

jest.setTimeout(180_000);

const suite = useE2eSuite();
const shots = path.join(repoRoot, 'var/screenshots/i9');
const COMPLIANCE = { email: 'compliance@acme.test', password: 'Attest-staff-2026' };
const EMPLOYEE = { first: 'Dana', last: 'Demo', ssn: '212-55-4321' };

test('the demo applicant signs Section 1 on a phone; compliance completes Section 2 and downloads the masked PDF', async () => {
  fs.mkdirSync(shots, { recursive: true });
  const base = suite.server.url;

  // 1. The applicant, at 390 px.
  const appContext = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
  const app = await appContext.newPage();
  await login(app, base, DEMO.applicant);
  await app.goto(`${base}/acme/hq/i9/section1`);
  await app.getByRole('heading', { name: 'Form I-9, Section 1: Employee Information and Attestation' }).waitFor();
  const form = app.getByRole('form', { name: 'Form I-9, Section 1: Employee Information and Attestation' });
  await form.getByRole('button', { name: 'Continue', exact: true }).waitFor({ timeout: 20_000 });

  // Continue on an empty form: inline errors, nothing sent.
  const writes: string[] = [];
  const onRequest = (r: Request) => {
    if (r.method() !== 'GET' && r.url().includes('/api/v1/i9')) {
      writes.push(`${r.method()} ${r.url()}`);
    }
  };
  app.on('request', onRequest);
  await form.getByRole('button', { name: 'Continue', exact: true }).click();
  await form.locator('.at-field__error').first().waitFor({ timeout: 10_000 });
  expect(await form.locator('.at-field__error').count()).toBeGreaterThanOrEqual(5);
  await app.waitForTimeout(500);
  expect(writes).toEqual([]);
  await app.screenshot({ path: path.join(shots, 'section1-errors-390.png'), fullPage: true });
  app.off('request', onRequest);

  const text = (name: string) => form.getByRole('textbox', { name, exact: true });
  await text('Last Name (Family Name)').fill(EMPLOYEE.last);
  await text('First Name (Given Name)').fill(EMPLOYEE.first);
  await form.getByRole('checkbox', { name: 'No middle name' }).check();
  await text('Address (Street Number and Name)').fill('100 Last Chance Gulch');
  await text('City or Town').fill('Helena');
  await form.getByRole('combobox', { name: 'State', exact: true }).selectOption('MT');
  await text('ZIP Code').fill('59601');
  await text('Date of Birth').pressSequentially('04151990');
  await text('U.S. Social Security Number').pressSequentially(EMPLOYEE.ssn.replace(/\D/g, ''));
  await form.getByRole('radio', { name: '1. A citizen of the United States' }).check();
  await expectFits(app, 'section1 form');
  await app.screenshot({ path: path.join(shots, 'section1-filled-390.png'), fullPage: true });
  await form.getByRole('button', { name: 'Continue', exact: true }).click();

  const review = app.getByRole('form', { name: 'Check what you entered' });
  try {
    await review.waitFor({ timeout: 15_000 });
  } catch {
    throw new Error(`no review on ${await pageDump(app)}`);
  }
  await review.getByRole('checkbox', { name: 'I attest that the information above is true and correct' }).check();
  await review.getByRole('textbox', { name: 'Type your full name to sign' }).fill(`${EMPLOYEE.first} ${EMPLOYEE.last}`);
  await expectFits(app, 'section1 review');
  await review.getByRole('button', { name: 'Confirm and sign' }).click();
  const mismatch = review.getByRole('button', { name: 'What I entered is correct: sign' });
  const signed = app.getByText('Section 1 is signed');
  await Promise.race([mismatch.waitFor({ timeout: 15_000 }), signed.waitFor({ timeout: 15_000 })]).catch(() => undefined);
  if (await mismatch.isVisible()) {
    await expectText(review, 'What you entered differs from your profile');
    await mismatch.click();
  }
  await expectText(app, 'Section 1 is signed');
  await expectText(app, `***-**-${EMPLOYEE.ssn.slice(-4)}`);
  await expectFits(app, 'section1 signed');
  await app.screenshot({ path: path.join(shots, 'section1-signed-390.png'), fullPage: true });
  await appContext.close();

  // 2. Compliance completes Section 2.
  const staffContext = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await login(staff, base, COMPLIANCE, true);
  await staff.goto(`${base}/acme/hq/admin/i9`);
  await staff.getByRole('group', { name: 'I-9 counts by state' }).getByRole('button', { name: /^Section 1 pending: / }).waitFor({ timeout: 20_000 });
  const row = staff.locator('tr[data-record]').filter({ hasText: `${EMPLOYEE.first} ${EMPLOYEE.last}` });
  try {
    await row.first().waitFor({ timeout: 15_000 });
  } catch {
    throw new Error(`no I-9 row on ${await pageDump(staff)}`);
  }
  await expectText(row.first(), 'Section 1 signed');
  await row.first().getByRole('link', { name: `${EMPLOYEE.first} ${EMPLOYEE.last}` }).click();
  await expectText(staff, `Form I-9: ${EMPLOYEE.first} ${EMPLOYEE.last}`);

  const s2 = staff.getByRole('form', { name: 'Section 2: Employer Review and Verification' });
  try {
    await s2.waitFor({ timeout: 15_000 });
  } catch {
    throw new Error(`no Section 2 form on ${await pageDump(staff)}`);
  }
  await s2.getByRole('radio', { name: 'One document from List B and one from List C' }).check();
  const listB = s2.getByRole('group', { name: 'List B: identity' });
  const listC = s2.getByRole('group', { name: 'List C: employment authorization' });
  await listB.getByRole('combobox', { name: 'Document type' }).selectOption({ label: "Driver's License" });
  await expect(listB.getByRole('textbox', { name: 'Document Title', exact: true }).inputValue()).resolves.toBe("Driver's License");
  await listB.getByRole('textbox', { name: 'Issuing Authority', exact: true }).fill('Montana MVD');
  await listB.getByRole('textbox', { name: 'Document Number (if any)', exact: true }).fill('MT1234567');
  await listB.getByRole('textbox', { name: 'Expiration Date (if any)', exact: true }).pressSequentially(dayFromToday(3 * 365).typed);
  await listC.getByRole('combobox', { name: 'Document type' }).selectOption({ label: 'Social Security Account Number Card (unrestricted)' });
  await expect(listC.getByRole('textbox', { name: 'Issuing Authority', exact: true }).inputValue()).resolves.toBe('Social Security Administration');
  await listC.getByRole('textbox', { name: 'Document Number (if any)', exact: true }).fill(EMPLOYEE.ssn);
  const firstDay = s2.getByRole('textbox', { name: 'First Day of Employment', exact: true });
  await firstDay.fill('');
  await firstDay.pressSequentially(dayFromToday(0).typed);
  const fill = async (name: string, value: string) => {
    const box = s2.getByRole('textbox', { name, exact: true });
    if (!(await box.inputValue())) {
      await box.fill(value);
    }
  };
  await fill('Last Name of Employer or Authorized Representative', 'Compliance');
  await fill('First Name of Employer or Authorized Representative', 'Casey');
  await fill('Title of Employer or Authorized Representative', 'Compliance officer');
  await fill("Employer's Business or Organization Name", 'Acme Staffing');
  await fill("Employer's Business or Organization Address, City or Town, State, ZIP Code", '1 Main Street');
  const certification = s2.locator('.at-dyn-grid').filter({ has: staff.getByRole('textbox', { name: "Employer's Business or Organization Name" }) });
  await certification.getByRole('textbox', { name: 'City or Town', exact: true }).fill('Helena');
  await certification.getByRole('combobox', { name: 'State', exact: true }).selectOption('MT');
  await certification.getByRole('textbox', { name: 'ZIP Code', exact: true }).fill('59601');
  await s2.getByRole('checkbox', { name: 'I attest to the statement above' }).check();
  await staff.screenshot({ path: path.join(shots, 'section2-filled-1280.png'), fullPage: true });
  await s2.getByRole('button', { name: 'Sign Section 2' }).click();

  const header = staff.locator('.at-card').filter({ hasText: `Form I-9: ${EMPLOYEE.first} ${EMPLOYEE.last}` });
  try {
    await s2.waitFor({ state: 'detached', timeout: 20_000 });
    await header.getByText('Complete', { exact: true }).waitFor({ timeout: 15_000 });
  } catch {
    const errors = await staff.evaluate(() =>
      [...document.querySelectorAll('.at-field__error')].map((e) => `${e.closest('[data-field]')?.getAttribute('data-field') ?? e.parentElement?.textContent?.slice(0, 60)}: ${e.textContent}`),
    );
    throw new Error(`Section 2 not complete (${errors.join('; ')}) on ${await pageDump(staff)}`);
  }
  await expectText(staff, 'Signed on');
  try {
    await staff.waitForFunction(
      () => [...document.querySelectorAll('[role=status]')].some((e) => /^Verified: \d+ entries, none changed or removed\.$/.test(e.textContent?.trim() ?? '')),
      undefined,
      { timeout: 15_000 },
    );
  } catch {
    throw new Error(`trail not verified on ${await pageDump(staff)}`);
  }
  await staff.screenshot({ path: path.join(shots, 'record-complete-1280.png'), fullPage: true });

  // 3. The PDF, with the compliance user's session: the typed name and List B title, the SSN masked.
  const recordId = /\/admin\/i9\/(\d+)/.exec(new URL(staff.url()).pathname)?.[1];
  expect(recordId).toBeDefined();
  const session = await sessionStorageOf(staff);
  const res = await fetch(`${base}/api/v1/i9/${recordId}/pdf`, {
    headers: {
      authorization: `Basic ${session['attest.accessToken']}`,
      'x-requested-by-party': 'user',
      'x-request-customer-id': session['attest.customerId'],
      accept: 'application/pdf',
    },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/pdf');
  const pdf = pdfText(new Uint8Array(await res.arrayBuffer()));
  expect(pdf).toContain(EMPLOYEE.last);
  expect(pdf).toContain("Driver's License");
  expect(pdf).toContain(`***-**-${EMPLOYEE.ssn.slice(-4)}`);
  expect(pdf).not.toContain(EMPLOYEE.ssn);
  expect(pdf.replace(/\D/g, '')).not.toContain(EMPLOYEE.ssn.replace(/\D/g, ''));
  await staffContext.close();
});
