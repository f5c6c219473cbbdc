import { Inject, Injectable } from '@nestjs/common';
import { AppException, RATE_LIMITER, type RateLimiter } from '@attest/platform';
import { RATE_LIMITS, type RateLimitName } from './rate-limits';

/** The attempts one call counted; a sign-in that succeeds gives them back, so only failures use a budget up. */
export interface CountedAttempt {
  succeeded(): Promise<void>;
}

/**
 * Counts attempts before anything else happens, so a throttled attempt never reaches the database
 * or the password hasher. Every attempt is counted up front (parallel guesses cannot slip past the
 * budget); the sign-ins pass theirs back when they succeed, so the budgets count failures.
 */
@Injectable()
export class LoginThrottleService {
  constructor(@Inject(RATE_LIMITER) private readonly limiter: RateLimiter) {}

  /** Counts one attempt against every named budget; 429 `too_many_attempts` when one is spent. */
  async hit(checks: [RateLimitName, string][]): Promise<CountedAttempt> {
    const counted: string[] = [];
    for (const [name, subject] of checks) {
      const budget = RATE_LIMITS[name];
      const key = `${name}:${subject}`;
      if (!(await this.limiter.hit(key, budget.limit, budget.windowSeconds))) {
        throw new AppException(429, 'too_many_attempts');
      }
      counted.push(key);
    }
    return {
      succeeded: async () => {
        for (const key of counted) {
          await this.limiter.release(key);
        }
      },
    };
  }
}
