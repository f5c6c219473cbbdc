/** Retries a loader with a growing pause: a remoteEntry that fails once (deploy in progress, flaky network) gets more chances. */
export async function loadWithRetry<T>(
  load: (attempt: number) => Promise<T>,
  { attempts = 3, delayMs = 400 }: { attempts?: number; delayMs?: number } = {},
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await load(attempt);
    } catch (error) {
      lastError = error;
      if (attempt < attempts) {
        await new Promise((resolve) => setTimeout(resolve, delayMs * attempt));
      }
    }
  }
  throw lastError;
}
