import { fail, isBlank, type RuleResult } from './rule-result';

/** Compiles a configured regex; a pattern that does not compile is no rule at all (bad config, not bad input). */
export function compileRegex(pattern: string | null | undefined): RegExp | null {
  if (!pattern) {
    return null;
  }
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

/** The value must match the configured regex; the message is the configured one, or 'invalid_entry'. */
export function validateRegex(value: string | null | undefined, pattern: string | null | undefined, message?: string | null): RuleResult {
  const re = compileRegex(pattern);
  if (!re || isBlank(value)) {
    return null;
  }
  return re.test(value ?? '') ? null : fail(message || 'invalid_entry');
}
