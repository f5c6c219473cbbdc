import { useCallback, useEffect, useState } from 'react';
import type { SigningSession } from '@attest/contracts';
import { apiFetch } from '@attest/shared-ui';

export type SessionState = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; session: SigningSession };

/** GET /api/sign/session/{token}: the documents, consent text and status of one signing link. */
export function useSigningSession(token: string): { state: SessionState; reload: () => void } {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    apiFetch<SigningSession>(`/api/sign/session/${encodeURIComponent(token)}`)
      .then((session) => live && setState({ status: 'ready', session }))
      .catch((error: unknown) => live && setState({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [token, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
