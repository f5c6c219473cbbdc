import type { Locator, Page } from 'playwright-core';
import { pageDump } from './page-dump';

/** Waits for `text` in the page or a part of it; on failure the error shows what the page held. */
export async function expectText(scope: Page | Locator, text: string, timeout = 15_000): Promise<void> {
  try {
    await scope.getByText(text, { exact: false }).first().waitFor({ timeout });
  } catch {
    const page = 'page' in scope ? scope.page() : scope;
    throw new Error(`"${text}" not shown on ${await pageDump(page)}`);
  }
}

/** The page fits its width: no horizontal scrolling. */
export async function expectFits(page: Page, name: string): Promise<void> {
  const o = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect({ name, fits: o.scroll <= o.inner, ...o }).toMatchObject({ fits: true });
}

/** A UTC date `days` from today, as typed into a date field (MMDDYYYY digits) and as stored (YYYY-MM-DD). */
export function dayFromToday(days = 0): { typed: string; iso: string } {
  const d = new Date(Date.now() + days * 86_400_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return { typed: `${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${d.getUTCFullYear()}`, iso: d.toISOString().slice(0, 10) };
}

/** Full-page screenshots `<dir>/<name>-1280.png` and `-375.png`, each checked to fit its width; back to 1280 after. */
export async function shootBothWidths(page: Page, dir: string, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
    await expectFits(page, `${name} at ${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
