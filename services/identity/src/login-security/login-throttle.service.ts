import { Inject, Injectable } from '@nestjs/common';
import { AppException, RATE_LIMITER, type RateLimiter } from '@attest/platform';
import { RATE_LIMITS, type RateLimitName } from './rate-limits';

/**
 * Counts attempts before anything else happens, so a throttled attempt never reaches the database
 * or the password hasher.
 */
@Injectable()
export class LoginThrottleService {
  constructor(@Inject(RATE_LIMITER) private readonly limiter: RateLimiter) {}

  /** Counts one attempt against every named budget; 429 `too_many_attempts` when one is spent. */
  async hit(checks: [RateLimitName, string][]): Promise<void> {
    for (const [name, subject] of checks) {
      const budget = RATE_LIMITS[name];
      if (!(await this.limiter.hit(`${name}:${subject}`, budget.limit, budget.windowSeconds))) {
        throw new AppException(429, 'too_many_attempts');
      }
    }
  }
}
