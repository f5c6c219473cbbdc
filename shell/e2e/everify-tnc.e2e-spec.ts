import * as fs from 'fs';
import * as path from 'path';
import type { BrowserContext, Download, Locator, Page, Request } from 'playwright-core';
import { pdfText } from '@attest/platform/testing';
import { apiCall, apiLogin } from './support/api-session';
import { DEMO, login, type MailMessage } from './support/browser';
import { dayFromToday, expectFits, expectText } from './support/expect-page';
import { pageDump } from './support/page-dump';
import { repoRoot } from './support/server';
import { useE2eSuite } from './support/suite';

jest.setTimeout(120_000);

/**
 * Issue 13's proof, in Chromium: a hire whose I-9 carries an SSN ending 2222 (the simulator's DHS mismatch
 * persona) gets a case created by staff on the I-9 page; the queue sends it and it stops at DHS TNC. Staff
 * download the Further Action Notice in Spanish and notify the employee privately; the employee contests in the
 * portal (the tnc-fan step rules); the case is referred and the Referral Date Confirmation downloads; the simulator's
 * operator page gives Employment Authorized and the case closes on the page; a Status Change Report naming the
 * employee's A-Number and EAD card opens a Supplement B reverification on their I-9.
 */
const COMPLIANCE = { email: 'compliance@acme.test', password: 'Attest-staff-2026' };
const EMPLOYEE = { first: 'Dana', last: 'Demo', ssn: '212552222', aNumber: 'A204060801', card: 'SRC2040608010' };
const shots = path.join(repoRoot, 'var/screenshots/everify-tnc');
let recordId = 0;

/** The demo customer with E-Verify on; Dana's I-9 signed (Section 1 by her, Section 2 with her EAD by compliance). */
async function seedCompleteI9(base: string): Promise<void> {
  const admin = await apiLogin(base, DEMO.staff, 'user');
  // As the integration kits do: E-Verify on, and the assessment waived (the guard has its own tests).
  for (const name of ['enable_everify', 'by_pass_everify_assessment_requirements']) {
    await apiCall(base, admin, 'PUT', `/api/v1/configurations/${name}`, { value: 'true' }, 200);
  }
  const dana = await apiLogin(base, DEMO.applicant, 'applicant');
  const authUntil = dayFromToday(400).iso;
  const opened = await apiCall(base, dana, 'GET', '/api/v1/i9', undefined, 200);
  recordId = opened.body.id as number;
  await apiCall(base, dana, 'PUT', '/api/v1/i9/section1', {
    i9_last_name: EMPLOYEE.last, i9_first_name: EMPLOYEE.first, i9_middle_initial: null, i9_no_middle_name: true, i9_other_last_names: null,
    i9_address1: '100 Last Chance Gulch', i9_address2: null, i9_city: 'Helena', i9_state: 'MT', i9_zip: '59601',
    i9_dob: '1990-04-15', i9_ssn: EMPLOYEE.ssn, i9_no_ssn: false, i9_email: DEMO.applicant.email, i9_phone: null,
    attest_type: 4, uscis_number: EMPLOYEE.aNumber, work_auth_until_date: authUntil, form_i94_num: null, foreign_passport_num: null, foreign_country: null,
    i9_additional_info: null, i9_use_preparer: false, preparers: [],
  }, 200);
  await apiCall(base, dana, 'POST', '/api/v1/i9/section1/sign', { confirmed: true }, 200);
  const compliance = await apiLogin(base, COMPLIANCE, 'user');
  const value = {
    documents: [{ list: 'A', document_type: 'EAD_I766', document_title: 'Employment Authorization Document (Form I-766)', issuing_authority: 'U.S. Citizenship and Immigration Services', document_number: EMPLOYEE.card, expiration_date: authUntil }],
    first_day_of_employment: dayFromToday(0).iso, additional_info: null, alt_procedure_used: false,
    employer_last_name: 'Compliance', employer_first_name: 'Casey', employer_title: 'Compliance officer',
    business_name: 'Acme Staffing', business_address: '1 Main Street', business_city: 'Helena', business_state: 'MT', business_zip: '59601',
  };
  await apiCall(base, compliance, 'POST', `/api/v1/i9/${recordId}/section2/sign`, { value, confirmed: true }, 200);
}

const suite = useE2eSuite({ afterStart: (server) => seedCompleteI9(server.url) });
let staffContext: BrowserContext;
let employeeContext: BrowserContext;
let staff: Page;
let employee: Page;
let caseId = 0;
let caseNumber = '';
let noticeLink = '';

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  staffContext = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  employeeContext = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  staff = await staffContext.newPage();
  employee = await employeeContext.newPage();
  await login(staff, suite.server.url, COMPLIANCE, true);
}, 60_000);

afterAll(async () => {
  await staffContext?.close();
  await employeeContext?.close();
});

const at = (p: string) => `${suite.server.url}/acme/hq/${p}`;
const caseStatus = () => staff.getByTestId('case-status');

/** Clicks `button` and answers the text of the PDF the page saved. */
async function downloadedPdf(page: Page, button: string): Promise<{ text: string; download: Download }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: button }).click()]);
  const file = await download.path();
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { text: pdfText(bytes), download };
}

/** Waits for `part` of `page`; on failure the error says what is missing and shows what the page held. */
async function shown(page: Page, part: Locator, what: string, timeout = 20_000): Promise<void> {
  try {
    await part.waitFor({ timeout });
  } catch {
    throw new Error(`${what} not shown on ${await pageDump(page)}`);
  }
}

/** Waits for the case's status badge to read `status` (the page follows the case on the real-time channel). */
async function waitForStatus(status: string, timeout = 30_000): Promise<void> {
  try {
    await caseStatus().getByText(status, { exact: true }).waitFor({ timeout });
  } catch {
    const serverLines = suite.server.output().split('\n').filter((l) => /everify|error/i.test(l)).slice(-20).join('\n');
    throw new Error(`case never showed "${status}" (it shows "${await caseStatus().innerText().catch(() => '?')}") on ${await pageDump(staff)}\nserver:\n${serverLines}`);
  }
}

/** The page at 1280 and 375 px: both fit their width; screenshots for a person to look at. */
async function shootBothWidths(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(shots, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(300);
  // What runs past the right edge, named when the page does not fit (text overflowing its box counts too).
  const o = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    widest: [...document.querySelectorAll('body *')]
      .filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX === 'visible')
      .slice(-3)
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} "${(e.textContent ?? '').trim().slice(0, 50)}"`),
  }));
  expect({ name, fits: o.scroll <= 375, widest: o.scroll > 375 ? o.widest : [] }).toEqual({ name, fits: true, widest: [] });
  await page.screenshot({ path: path.join(shots, `${name}-375.png`), fullPage: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shots, `${name}-375-top.png`) });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The message the product sent to `to` whose links include `linkPart`. */
async function mailWithLink(to: string, linkPart: string): Promise<MailMessage> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await fetch(`${suite.server.url}/_mailbox.json?to=${encodeURIComponent(to)}`);
    const found = res.ok ? ((await res.json()) as { messages: MailMessage[] }).messages.find((m) => m.links.some((l) => l.includes(linkPart))) : undefined;
    if (found) {
      return found;
    }
    if (Date.now() > deadline) {
      throw new Error(`no mail to ${to} with a link to ${linkPart}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

test('1. staff create the case on the complete I-9; the queue sends it and E-Verify answers DHS TNC', async () => {
  await staff.goto(at(`admin/i9/${recordId}`));
  const create = staff.getByRole('button', { name: 'Create the E-Verify case' });
  await shown(staff, create, 'the "Create the E-Verify case" button');
  const [created] = await Promise.all([staff.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/everify'), create.click()]);
  expect(created.status()).toBe(201);
  caseId = ((await created.json()) as { id: number }).id;
  await expectText(staff, 'The E-Verify case was created and is being sent to E-Verify.');
  await staff.locator(`a[href$="/admin/everify/${caseId}"]`).first().click();
  await waitForStatus('DHS Tentative Nonconfirmation (mismatch)');
  await expectText(staff, 'Notify the employee by');
  caseNumber = (await staff.locator('dt', { hasText: 'Case number' }).locator('xpath=following-sibling::dd[1]').innerText()).trim();
  expect(caseNumber).toMatch(/^\d{13}[A-Z]{2}$/);
  // The page never shows the SSN.
  expect(await staff.locator('body').innerText()).not.toContain(EMPLOYEE.ssn.slice(0, 5));
  await shootBothWidths(staff, 'case-dhs-tnc');
});

test('2. staff download the Further Action Notice in Spanish and notify the employee privately', async () => {
  const { text, download } = await downloadedPdf(staff, 'Further Action Notice (Spanish)');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  for (const expected of ['Aviso de Acción Adicional', 'No Confirmación Provisional', 'del Departamento de Seguridad Nacional (DHS)', 'Paso 1: ¿Tomará medidas sobre la discrepancia?', caseNumber, EMPLOYEE.last]) {
    expect({ expected, found: text.includes(expected) }).toEqual({ expected, found: true });
  }
  expect(text.replace(/\D/g, '')).not.toContain(EMPLOYEE.ssn);

  await staff.getByRole('button', { name: 'Notify the employee privately (email)' }).click();
  await expectText(staff, 'The employee was notified privately by email.');
  await expectText(staff, 'Notice sent privately on');
  // E-Verify confirms the notification through the queue; the page follows it.
  const notified = staff.locator('dt', { hasText: 'Employee notified' }).locator('xpath=following-sibling::dd[1]');
  await shown(staff, notified.filter({ hasNotText: 'Not yet' }), 'the notification confirmed by E-Verify', 30_000);
  // Once E-Verify has the notification, the employee's decision can be recorded (theirs comes from the portal).
  await staff.getByRole('region', { name: "Record the employee's decision" }).waitFor({ timeout: 15_000 });

  // The email only says a notice waits, with the link to the portal: no case number, result or agency.
  const mail = await mailWithLink(DEMO.applicant.email, '/i9/tnc-fan');
  noticeLink = new URL(mail.links.find((l) => l.includes('/i9/tnc-fan'))!).pathname;
  expect(noticeLink).toBe('/acme/hq/i9/tnc-fan');
  expect(`${mail.subject} ${mail.body}`).not.toContain(caseNumber);
  expect(`${mail.subject} ${mail.body}`).not.toMatch(/DHS|Homeland|Nonconfirmation/);
});

test('3. the employee opens the notice in the portal and contests: step 2 must be yes', async () => {
  await login(employee, suite.server.url, DEMO.applicant);
  await employee.goto(`${suite.server.url}${noticeLink}`);
  await shown(employee, employee.getByRole('heading', { name: 'E-Verify: notice about your eligibility to work' }), 'the notice page');
  const step1 = employee.getByRole('group', { name: 'Step 1: Will you take action on the mismatch?' });
  await shown(employee, step1, 'the decision form');
  const { text } = await downloadedPdf(employee, 'Download the notice (PDF)');
  expect(text).toContain('Further Action Notice');
  await shootBothWidths(employee, 'tnc-fan-notice');

  // Step 1 yes, step 2 no: refused on the page (the rules of contracts' evaluateTncFan), nothing sent.
  const sent: string[] = [];
  const onRequest = (r: Request) => {
    if (r.method() !== 'GET' && r.url().includes('/tncfanworkflow')) {
      sent.push(r.url());
    }
  };
  employee.on('request', onRequest);
  await step1.getByRole('radio', { name: 'Yes, I will take action' }).check();
  const step2 = employee.getByRole('group', { name: /^Step 2: Will you contact the agency/ });
  await step2.getByRole('radio', { name: 'No', exact: true }).check();
  await employee.getByRole('button', { name: 'Send my answer' }).click();
  await expectText(step2, 'To take action, the employee must agree to contact the agency within 8 federal working days');
  await employee.waitForTimeout(300);
  expect(sent).toEqual([]);
  employee.off('request', onRequest);

  await step2.getByRole('radio', { name: 'Yes', exact: true }).check();
  await employee.getByRole('button', { name: 'Send my answer' }).click();
  await employee.getByRole('status').filter({ hasText: 'You chose to take action.' }).waitFor({ timeout: 15_000 });
  await expectFits(employee, 'tnc-fan answered');
  await shootBothWidths(employee, 'tnc-fan-answered');
});

test('4. the case is referred; the Referral Date Confirmation downloads for staff and the employee', async () => {
  await waitForStatus('Referred: the employee contests the mismatch');
  await expectText(staff.getByTestId('tnc-outcome'), 'Answered by the employee on');
  const contactDue = (await staff.locator('dt', { hasText: 'Employee to contact the agency by' }).locator('xpath=following-sibling::dd[1]').innerText()).trim();
  expect(contactDue).not.toBe('Not set');
  const { text } = await downloadedPdf(staff, 'Referral Date Confirmation (English)');
  for (const expected of ['Referral Date Confirmation', caseNumber, 'Department of Homeland Security (DHS)', 'Contact the agency no later than', '888-897-7781']) {
    expect({ expected, found: text.includes(expected) }).toEqual({ expected, found: true });
  }
  expect(text.replace(/\D/g, '')).not.toContain(EMPLOYEE.ssn);
  await shootBothWidths(staff, 'case-referred');

  // The employee's copy (the language they chose with their answer: English).
  await employee.reload();
  const own = employee.getByRole('button', { name: 'Download the Referral Date Confirmation (PDF)' });
  await own.waitFor({ timeout: 20_000 });
  const mine = await downloadedPdf(employee, 'Download the Referral Date Confirmation (PDF)');
  expect(mine.text).toContain('Referral Date Confirmation');
  expect(mine.text).toContain(caseNumber);
});

test('5. the simulator operator gives Employment Authorized; the case closes on the staff page', async () => {
  await staff.goto(at('admin/everify/simulator'));
  const row = staff.locator(`tr[data-case="${caseNumber}"]`);
  await shown(staff, row, `case ${caseNumber} at the simulator`);
  await row.getByRole('combobox', { name: `Result for case ${caseNumber}` }).selectOption({ label: 'Employment authorized' });
  await row.getByRole('button', { name: 'Push' }).click();
  await expectText(staff, 'E-Verify gave the new result.');

  await staff.goto(at(`admin/everify/${caseId}`));
  await waitForStatus('Referred: the employee contests the mismatch');
  // Ask E-Verify now (the refresh round would, within minutes); the queue answers and the page follows live.
  await staff.getByRole('button', { name: 'Check the status now' }).click();
  await expectText(staff, 'E-Verify is asked for the status now.');
  await waitForStatus('Closed');
  await expectText(staff, 'The employee continues to work for the employer after receiving an Employment Authorized result');
  await shootBothWidths(staff, 'case-closed');
});

test('6. a Status Change Report naming the employee’s A-Number and EAD opens a Supplement B reverification', async () => {
  const today = dayFromToday(0).iso;
  const report = [
    'Case Number,Last Name,First Name,A-Number/USCIS #,Document (card) Number,Status Change,Status Change Date',
    `${caseNumber},${EMPLOYEE.last},${EMPLOYEE.first},${EMPLOYEE.aNumber},${EMPLOYEE.card},EAD revoked,${today}`,
  ].join('\r\n');
  await staff.goto(at('admin/everify/revocations'));
  await staff.getByLabel('Status Change Report (.csv)').setInputFiles({ name: 'status-change-report.csv', mimeType: 'text/csv', buffer: Buffer.from(report, 'utf8') });
  await staff.getByRole('button', { name: 'Upload the report' }).click();
  const result = staff.getByRole('status', { name: 'Upload result' });
  await shown(staff, result, 'the upload result');
  await expectText(result, 'status-change-report.csv: 1 of 1 rows stored, 1 reverification tasks opened.');
  await expectText(result, 'Matched on both numbers: 1');
  const listed = staff.locator('table tbody tr').filter({ hasText: `${EMPLOYEE.first} ${EMPLOYEE.last}` });
  await listed.first().waitFor({ timeout: 15_000 });
  // Numbers are masked in the list.
  expect(await staff.locator('body').innerText()).not.toContain(EMPLOYEE.card);
  await expectFits(staff, 'revocations');

  await staff.goto(at(`admin/i9/${recordId}`));
  const tasks = staff.getByRole('list', { name: 'Reverification to do' });
  await shown(staff, tasks, 'the reverification task');
  await expectText(tasks, 'Open: due');
  await expectText(tasks, 'Matched on both numbers');
  await expectText(tasks, 'Record the reverification in Supplement B');
  await staff.screenshot({ path: path.join(shots, 'i9-reverify-task-1280.png'), fullPage: true });
});
