import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

export const DEMO = {
  customer: 'acme',
  staff: { email: 'admin@acme.test', password: 'Attest-admin-2026' },
  applicant: { email: 'demo.applicant@acme.test', password: 'Attest-demo-2026' },
};

/** Fills the shared login form (applicant by default, `?as=staff` for staff) and waits to leave /login. */
export async function login(page: Page, base: string, who: { email: string; password: string }, asStaff = false, customerCode = 'acme'): Promise<void> {
  await page.goto(`${base}/${customerCode}/hq/login${asStaff ? '?as=staff' : ''}`);
  await page.locator('input[type="email"]').fill(who.email);
  await page.locator('input[type="password"]').fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 30_000 });
}

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  links: string[];
}

/** Polls the outbox until a message to `to` arrives. */
export async function waitForMail(base: string, to: string, timeoutMs = 20_000): Promise<MailMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${base}/_mailbox.json?to=${encodeURIComponent(to)}`);
    if (res.ok) {
      const json = (await res.json()) as { messages: MailMessage[] };
      if (json.messages.length > 0) {
        return json.messages[0];
      }
    }
    if (Date.now() > deadline) {
      throw new Error(`no mail to ${to}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Reads the shared-ui session keys of the page's tab. */
export async function sessionStorageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (let i = 0; i < sessionStorage.length; i++) {
      const k = sessionStorage.key(i)!;
      out[k] = sessionStorage.getItem(k)!;
    }
    return out;
  });
}

/** Draws a short stroke with the mouse across a signature pad (a canvas, also one inside a frame). */
export async function drawStroke(page: Page, canvas: Locator): Promise<void> {
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 90, box.y + 15, { steps: 6 });
  await page.mouse.move(box.x + 170, box.y + box.height - 15, { steps: 6 });
  await page.mouse.up();
}
