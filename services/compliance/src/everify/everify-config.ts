/** How the web service adapter reaches E-Verify (an E-Verify employer agent account; docs/decisions/0013). */
export interface EverifyWebServiceConfig {
  url: string | null;
  username: string | null;
  password: string | null;
  timeoutMs: number;
}

/** E-Verify settings of the process, read once from the environment. */
export interface EverifyConfig {
  /** EVERIFY_ADAPTER: `simulator` (default) or `web-service`. */
  adapter: 'simulator' | 'web_service';
  /** EVERIFY_REFRESH_SECONDS: how often waiting cases are refreshed (default 300). */
  refreshSeconds: number;
  /** EVERIFY_JOB_ATTEMPTS / EVERIFY_JOB_BACKOFF_MS: tries of one call while E-Verify is down, first delay (doubles). */
  jobAttempts: number;
  jobBackoffMs: number;
  webService: EverifyWebServiceConfig;
}

export const EVERIFY_CONFIG = Symbol('EVERIFY_CONFIG');

export class EverifyConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') {
    return fallback;
  }
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new EverifyConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

export function loadEverifyConfig(env: NodeJS.ProcessEnv = process.env): EverifyConfig {
  const kind = (env.EVERIFY_ADAPTER ?? 'simulator').trim().toLowerCase();
  if (kind !== 'simulator' && kind !== 'web-service') {
    throw new EverifyConfigError(`EVERIFY_ADAPTER must be "simulator" or "web-service", got "${kind}"`);
  }
  return {
    adapter: kind === 'web-service' ? 'web_service' : 'simulator',
    refreshSeconds: int(env, 'EVERIFY_REFRESH_SECONDS', 300, 5, 86_400),
    jobAttempts: int(env, 'EVERIFY_JOB_ATTEMPTS', 12, 1, 25),
    jobBackoffMs: int(env, 'EVERIFY_JOB_BACKOFF_MS', 10_000, 0, 3_600_000),
    webService: {
      url: env.EVERIFY_WS_URL || null,
      username: env.EVERIFY_WS_USERNAME || null,
      password: env.EVERIFY_WS_PASSWORD || null,
      timeoutMs: int(env, 'EVERIFY_WS_TIMEOUT_MS', 30_000, 1000, 120_000),
    },
  };
}
