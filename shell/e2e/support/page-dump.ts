import type { Page } from 'playwright-core';

/** Debug aid: the headings, buttons, inputs and errors on a page, as one line. */
export async function pageDump(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({
      url: location.pathname,
      h: [...document.querySelectorAll('h1,h2,h3,legend')].map((e) => e.textContent?.trim()),
      buttons: [...document.querySelectorAll('button,a')].map((e) => e.textContent?.trim() || e.getAttribute('aria-label')),
      inputs: [...document.querySelectorAll('input,select,textarea')].map((e) => `${e.tagName}:${e.getAttribute('name') ?? ''}:${(e as HTMLInputElement).type}:${(e as HTMLInputElement).value}`),
      errors: [...document.querySelectorAll('.at-field__error,[role=alert],.at-toast')].map((e) => e.textContent?.trim()),
    }),
  );
}
