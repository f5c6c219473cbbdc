/** E-Verify could not be reached or did not answer: the call is retried (the case shows "waiting for E-Verify"). */
export class EverifyUnavailableError extends Error {
  constructor(readonly messageKey = 'everify_unavailable', detail?: string) {
    super(detail ? `E-Verify unavailable: ${detail}` : 'E-Verify unavailable');
    this.name = 'EverifyUnavailableError';
  }
}

/** The web service adapter has no endpoint or credentials yet: cases wait (retried) until it is configured. */
export class EverifyNotConfiguredError extends EverifyUnavailableError {
  constructor(missing: string[]) {
    super('everify_not_configured', `not configured (missing ${missing.join(', ')})`);
    this.name = 'EverifyNotConfiguredError';
  }
}

/** E-Verify answered and refused the request (bad data, a move it does not allow): retrying would not help. */
export class EverifyRefusedError extends Error {
  constructor(
    readonly messageKey: string,
    readonly code?: string,
  ) {
    super(`E-Verify refused the request: ${code ?? messageKey}`);
    this.name = 'EverifyRefusedError';
  }
}
