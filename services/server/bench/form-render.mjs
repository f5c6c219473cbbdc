// Browser half of `npm run bench`: how long the form engine takes to render and to validate the seeded
// 200-field form in Debian's Chromium. Each run goes from the home page to the form by a client-side
// link click (the remote is already loaded, so the figure is fetch + render), then presses Save on the
// empty form (the time until every error label is on screen). Reports medians; asserts nothing.
import { chromium } from 'playwright-core';

const LARGE_FORM = 'Large form (200 fields)';
const FIELD_COUNT = 200;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const round1 = (n) => Math.round(n * 10) / 10;

/** In the page: resolve with ms from now until `count()` reaches `target` (checked on every DOM change). */
function timeUntil(page, kind, target) {
  return page.evaluate(
    ([kind, target]) =>
      new Promise((resolve, reject) => {
        const count = () =>
          kind === 'fields'
            ? document.querySelectorAll('[data-field]').length
            : document.querySelectorAll('[data-field] .at-field__error').length;
        const started = performance.now();
        window.__benchStart = started;
        const done = () => {
          if (count() >= target) {
            observer.disconnect();
            clearTimeout(timer);
            resolve(performance.now() - started);
          }
        };
        const observer = new MutationObserver(done);
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`${kind}: ${count()} of ${target} after 30 s`));
        }, 30_000);
        // The click happens right after this promise is set up.
        window.__benchArmed = true;
      }),
    [kind, target],
  );
}

export async function benchFormRender({ base, applicant, runs = 7, log }) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${base}/acme/hq/login`);
    await page.locator('input[type="email"]').fill(applicant.email);
    await page.locator('input[type="password"]').fill(applicant.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 60_000 });

    const render = [];
    const validate = [];
    let requiredCount = null;
    let expectedErrors = null;
    for (let run = 0; run <= runs; run += 1) {
      await page.goto(`${base}/acme/hq/home`);
      const link = page.getByRole('link', { name: LARGE_FORM });
      await link.waitFor({ timeout: 60_000 });
      const rendered = timeUntil(page, 'fields', FIELD_COUNT);
      await page.waitForFunction(() => window.__benchArmed === true);
      await link.click();
      const renderMs = await rendered;

      // Save on the empty form: the warm-up run counts the errors that settle (required single checkboxes
      // default to '0', a value, so not every asterisk gets one); measured runs wait for that many.
      let validateMs = 0;
      if (expectedErrors === null) {
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page.waitForTimeout(2000);
        expectedErrors = await page.evaluate(() => document.querySelectorAll('[data-field] .at-field__error').length);
        requiredCount = await page.evaluate(() => document.querySelectorAll('[data-field] .at-field__required').length);
      } else {
        await page.evaluate(() => (window.__benchArmed = false));
        const errors = timeUntil(page, 'errors', expectedErrors);
        await page.waitForFunction(() => window.__benchArmed === true);
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        validateMs = await errors;
      }
      // The first run warms caches and the JIT; it is not counted.
      if (run > 0) {
        render.push(renderMs);
        validate.push(validateMs);
      }
      log?.(`form: run ${run}${run === 0 ? ' (warm-up)' : ''} render ${round1(renderMs)} ms, validate ${round1(validateMs)} ms`);
    }
    return {
      form: LARGE_FORM,
      fields: FIELD_COUNT,
      requiredFields: requiredCount,
      errorsShown: expectedErrors,
      runs,
      renderMs: { median: round1(median(render)), min: round1(Math.min(...render)), max: round1(Math.max(...render)) },
      validateMs: { median: round1(median(validate)), min: round1(Math.min(...validate)), max: round1(Math.max(...validate)) },
    };
  } finally {
    await browser.close();
  }
}
