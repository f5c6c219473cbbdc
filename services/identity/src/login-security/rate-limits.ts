/** Attempt budgets per fixed window. Per-IP budgets are wider than per-account: offices share an address. */
export interface Budget {
  limit: number;
  windowSeconds: number;
}

export const RATE_LIMITS = {
  loginPerAccount: { limit: 10, windowSeconds: 5 * 60 },
  loginPerIp: { limit: 50, windowSeconds: 5 * 60 },
  forgotPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  forgotPerIp: { limit: 30, windowSeconds: 60 * 60 },
  registerPerIp: { limit: 30, windowSeconds: 60 * 60 },
  singleUsePerIp: { limit: 30, windowSeconds: 5 * 60 },
  activatePerIp: { limit: 30, windowSeconds: 5 * 60 },
  // Second-factor codes: per account, and per challenge (a challenge dies after these tries).
  mfaPerAccount: { limit: 10, windowSeconds: 5 * 60 },
  mfaPerChallenge: { limit: 5, windowSeconds: 10 * 60 },
  ssoPerIp: { limit: 60, windowSeconds: 5 * 60 },
} as const satisfies Record<string, Budget>;

export type RateLimitName = keyof typeof RATE_LIMITS;
