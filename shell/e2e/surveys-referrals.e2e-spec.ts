import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { createConnection } from 'mysql2/promise';
import { makeResumePdf } from '@attest/talent/testing';
import { apiCall, apiLogin } from './support/api-session';
import { DEMO, login, waitForMail } from './support/browser';
import { expectText, shootBothWidths } from './support/expect-page';
import { repoRoot, type RunningServer } from './support/server';
import { useE2eSuite } from './support/suite';

jest.setTimeout(300_000);

/**
 * Surveys, referrals and the resume in Chromium (issue 18, decision 0044): the demo applicant answers her first-day
 * check-up survey from its link without a login (the staff NPS report then counts it), refers a friend who opens
 * the mailed link and signs up (Signed Up on her list and the staff list), and uploads a resume and adds one of
 * its suggestions to her work history.
 */
const shots = path.join(repoRoot, 'var/screenshots/surveys-referrals');
let placementId = 0;

async function seedPlacement(server: RunningServer): Promise<void> {
  const conn = await createConnection(server.dbUrl);
  try {
    const [[dana]] = (await conn.query('SELECT a.applicant_id, a.customer_id FROM applicants a JOIN customers c ON c.id = a.customer_id WHERE c.customer_code = ? AND a.email = ?', [
      DEMO.customer,
      DEMO.applicant.email,
    ])) as unknown as [{ applicant_id: number; customer_id: number }[]];
    const now = new Date();
    const [placed] = (await conn.query(
      'INSERT INTO placements (customer_id, applicant_id, title, company, company_address, status, start_date, end_date, pay_rate, visible_to_applicant, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)',
      [dana.customer_id, dana.applicant_id, 'Registered Nurse', 'Mercy General', '316 North Park Avenue, Helena, MT 59623', 'Confirmed', now.toISOString().slice(0, 10), null, 38, now, now],
    )) as unknown as [{ insertId: number }];
    placementId = placed.insertId;
  } finally {
    await conn.end();
  }
}

const suite = useE2eSuite({ afterStart: seedPlacement });

beforeAll(() => {
  fs.mkdirSync(shots, { recursive: true });
});

test('first-day survey from its link counted by the NPS report; a referred friend signs up; a resume suggestion added', async () => {
  const base = suite.server.url;
  const staff = await apiLogin(base, DEMO.staff, 'user');
  const dana = await apiLogin(base, DEMO.applicant, 'applicant');
  const customerId = staff.headers['x-request-customer-id'];
  const npsCount = async () => Number((await apiCall(base, staff, 'GET', '/api/v1/reports/nps/percents', undefined, 200)).body.count);
  const before = await npsCount();

  // 1. The first-day check-up survey, from its link, in a browser that is not signed in.
  const link = String((await apiCall(base, dana, 'GET', `/api/v1/surveys/link?survey_type=2&entity_id=${placementId}`, undefined, 200)).body.url);
  const guest = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const survey = await guest.newPage();
  const surveyPath = new URL(link).pathname + new URL(link).search;
  expect(surveyPath).toMatch(/^\/acme\/hq\/satisfaction-survey\?token=/);
  await survey.goto(base + surveyPath);
  await expectText(survey, 'Registered Nurse · Mercy General', 30_000);
  await shootBothWidths(survey, shots, 'survey');
  await survey.getByRole('radio', { name: '9', exact: true }).check();
  await survey.getByRole('group', { name: 'Did your first day go as planned?' }).getByRole('radio', { name: 'Yes' }).check();
  await survey.getByRole('group', { name: /Was the site ready/ }).getByRole('radio', { name: 'No' }).check();
  await survey.getByLabel('Anything else you would like to tell us?').fill('My badge was not ready.');
  await survey.getByRole('button', { name: 'Send answers' }).click();
  await expectText(survey, 'Thank you! Your answers were sent.');
  await shootBothWidths(survey, shots, 'survey-thanks');
  // The link again: answered already, nothing asked.
  await survey.goto(base + surveyPath);
  await expectText(survey, 'You have already answered this survey. Thank you!');
  await guest.close();
  expect(await npsCount()).toBe(before + 1);
  const listed = await apiCall(base, staff, 'GET', '/api/v1/reports/nps/surveys?take=5', undefined, 200);
  expect((listed.body.items as { comment: string; score: number; kind: string }[])[0]).toMatchObject({ comment: 'My badge was not ready.', score: 9, kind: 'placement' });

  // 2. Refer a friend: the form, the list (Sent), the mailed link (Viewed), her sign-up (Signed Up).
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await login(page, base, DEMO.applicant);
  await page.goto(`${base}/acme/hq/btp/referrals`);
  await page.getByRole('heading', { name: 'Refer a friend' }).waitFor({ timeout: 30_000 });
  const friendEmail = `fran.${Date.now()}@example.test`;
  await page.getByLabel(/First name/).fill('Fran');
  await page.getByLabel(/Last name/).fill('Friend');
  await page.getByLabel(/Email/).fill('@bad');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expectText(page, "Value must not start with '@'");
  await expect(page.getByLabel(/First name/).inputValue()).resolves.toBe('Fran');
  await page.getByLabel(/Email/).fill(friendEmail);
  await page.getByLabel('Phone').fill('(406) 555-0142');
  await page.getByLabel('Comment').fill('Great with patients');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const row = page.getByRole('row', { name: /Fran Friend/ });
  await row.waitFor({ timeout: 15_000 });
  await expectText(row, 'Sent');
  await shootBothWidths(page, shots, 'referrals-sent');

  const mail = await waitForMail(base, friendEmail);
  const invite = /https?:\/\/\S+\/api\/v1\/referrals\/open\/[\w.-]+/.exec(mail.body)?.[0] ?? '';
  expect(invite).not.toBe('');
  const friendContext = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const friend = await friendContext.newPage();
  await friend.goto(base + new URL(invite).pathname);
  await friend.waitForURL(/\/acme\/hq\/register$/, { timeout: 30_000 });
  await page.reload();
  await expectText(page.getByRole('row', { name: /Fran Friend/ }), 'Viewed');
  await friendContext.close();
  const registered = await fetch(`${base}/api/v1/applicants/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ customer_code: 'acme', location_code: 'hq', first_name: 'Fran', last_name: 'Friend', email: friendEmail, password: 'Correct-Horse-9', mobile_phone: '(406) 555-0142', accept_terms: true }),
  });
  expect(registered.status).toBe(201);
  const deadline = Date.now() + 20_000;
  let status = 0;
  while (status !== 3 && Date.now() < deadline) {
    const mine = (await apiCall(base, dana, 'GET', `/api/v2/customers/${customerId}/aplreferral`, undefined, 200)).body as unknown as { email: string; status: number }[];
    status = mine.find((r) => r.email === friendEmail)?.status ?? 0;
    await new Promise((r) => setTimeout(r, 300));
  }
  expect(status).toBe(3);
  await page.reload();
  await expectText(page.getByRole('row', { name: /Fran Friend/ }), 'Signed Up');
  await shootBothWidths(page, shots, 'referrals-signed-up');
  const table = await apiCall(base, staff, 'POST', `/api/v2/customers/${customerId}/aplreferral/datatablequery`, { search: { value: friendEmail } }, 200);
  expect((table.body.data as { email: string; status: number }[]).map((r) => [r.email, r.status])).toEqual([[friendEmail, 3]]);

  // 3. The resume: upload a real PDF, tick one suggestion, add it; it is in her work history.
  const resumeFile = path.join(os.tmpdir(), `dana-resume-${Date.now()}.pdf`);
  fs.writeFileSync(resumeFile, await makeResumePdf());
  await page.goto(`${base}/acme/hq/resume`);
  await page.getByLabel('Resume file (PDF or Word)').setInputFiles(resumeFile);
  await expectText(page, `Suggestions from ${path.basename(resumeFile)}`, 30_000);
  await page.getByRole('checkbox', { name: /Registered Nurse — Mercy General Hospital/ }).check();
  await shootBothWidths(page, shots, 'resume-suggestions');
  await page.getByRole('button', { name: 'Add selected to my profile' }).click();
  await expectText(page.locator('p[role="status"]'), 'Added to your profile.');
  const history = (await apiCall(base, dana, 'GET', `/api/v2/customers/${customerId}/applicants/${dana.applicantId}/workHistory`, undefined, 200)).body as unknown as { employer: string; title: string; start_date: string }[];
  expect(history.filter((w) => w.employer === 'Mercy General Hospital').map((w) => [w.title, w.start_date])).toEqual([['Registered Nurse', '2019-03-01']]);
  await context.close();
});
