import { useCallback, useEffect, useState } from 'react';
import type { SignupOptionsDto } from '@attest/contracts';
import { apiFetch } from '@attest/shared-ui';

export type SignupOptionsState =
  | { status: 'loading' }
  | { status: 'ready'; options: SignupOptionsDto }
  | { status: 'failed'; error: unknown };

/** GET /api/v1/customerContext/{code}/signup-options, with a retry. */
export function useSignupOptions(customerCode: string): SignupOptionsState & { retry: () => void } {
  const [state, setState] = useState<SignupOptionsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    apiFetch<SignupOptionsDto>(`/api/v1/customerContext/${encodeURIComponent(customerCode)}/signup-options`)
      .then((options) => live && setState({ status: 'ready', options }))
      .catch((error: unknown) => live && setState({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [customerCode, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
