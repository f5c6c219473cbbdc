import { apiFetch } from '../api/api-fetch';

/** How often an open page asks whether the customer's texts changed (a small GET; focus asks at once). */
export const REVISION_POLL_MS = 30_000;

const watched = new Map<string, { revision: string | null; stop: () => void }>();

async function currentRevision(customerCode: string): Promise<string | null> {
  try {
    const answer = await apiFetch<{ revision: string }>(`/api/v1/customerContext/${encodeURIComponent(customerCode)}/translationsRevision`);
    return answer?.revision ?? null;
  } catch {
    // Offline or unknown customer: keep the texts already shown.
    return null;
  }
}

/**
 * Keeps an open page's texts current (issue 17): reads the customer's translationsRevision when the page
 * regains focus and every REVISION_POLL_MS, and calls `reload` when it changed (an admin saved an override).
 * Once per customer; answers a stop function (tests, sign-out).
 */
export function watchTranslationsRevision(customerCode: string, reload: () => Promise<void>): () => void {
  const existing = watched.get(customerCode);
  if (existing) {
    return existing.stop;
  }
  const entry = { revision: null as string | null, stop: () => undefined as void };
  watched.set(customerCode, entry);
  const check = async () => {
    const revision = await currentRevision(customerCode);
    if (revision === null) {
      return;
    }
    const changed = entry.revision !== null && entry.revision !== revision;
    entry.revision = revision;
    if (changed) {
      await reload();
    }
  };
  const onVisible = () => {
    if (document.visibilityState !== 'hidden') {
      void check();
    }
  };
  const timer = setInterval(onVisible, REVISION_POLL_MS);
  window.addEventListener('focus', onVisible);
  document.addEventListener('visibilitychange', onVisible);
  entry.stop = () => {
    clearInterval(timer);
    window.removeEventListener('focus', onVisible);
    document.removeEventListener('visibilitychange', onVisible);
    watched.delete(customerCode);
  };
  void check();
  return entry.stop;
}

/** Asks now (the translation editor calls this after a save so its own tab shows the override at once). */
export function checkTranslationsNow(): void {
  window.dispatchEvent(new Event('focus'));
}
