import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { ensureBuilt, startServer, type RunningServer } from './server';

export interface E2eSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Registers the beforeAll/afterAll every browser suite needs: built outputs, a server on a fresh
 * database and one Chromium. `afterStart` runs once the server answers (for extra seeding); `env` adds to the
 * server's environment (SEED_FIXTURES=true: the form engine's test fixtures in the demo customer).
 */
export function useE2eSuite(opts: { afterStart?: (server: RunningServer) => Promise<void>; env?: Record<string, string> } = {}): E2eSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    ensureBuilt();
    // E2E_EMBEDDED=1 runs a suite on the embedded defaults `npm start` uses (SQLite, in-process queue).
    server = await startServer({ env: { ...opts.env, ...(process.env.E2E_EMBEDDED === '1' ? { DATABASE_URL: '', REDIS_URL: '' } : {}) } });
    await opts.afterStart?.(server);
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) {throw new Error('suite server not started');}
      return server;
    },
    get browser() {
      if (!browser) {throw new Error('suite browser not launched');}
      return browser;
    },
  };
}
