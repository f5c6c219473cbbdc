import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { navEntriesOf, type RemoteNavEntry, type RemoteRoutes } from '@attest/shared-ui';
import type { RemoteLoader } from '../../remotes/RemoteArea';
import { STAFF_REMOTES, type RemoteName } from '../../remotes/remote-names';

type RemoteState = { status: 'loading' } | { status: 'ready'; routes: RemoteRoutes } | { status: 'failed' };

export interface StaffRemotes {
  /** Every nav entry of the staff remotes loaded so far, in order (not yet filtered by permission). */
  entries: RemoteNavEntry[];
  /** Every staff remote has loaded or failed. */
  settled: boolean;
  /** Staff remotes that could not be loaded (they contribute nothing). */
  failed: RemoteName[];
  /** Loads the failed ones again, re-registering them (force), as an area's Retry does. */
  retry: () => void;
}

/**
 * Loads the `./routes` module of every staff remote (the same loader as the remote areas: manifest,
 * 3 attempts) for the navigation entries they contribute. A remote that fails contributes nothing and
 * takes nothing else down. Nothing loads unless `enabled` (a staff session).
 */
export function useStaffRemotes(load: RemoteLoader, enabled: boolean): StaffRemotes {
  const [states, setStates] = useState<Partial<Record<RemoteName, RemoteState>>>({});
  const [attempt, setAttempt] = useState(0);
  const ready = useRef(new Set<RemoteName>());

  useEffect(() => {
    if (!enabled) {
      return undefined;
    }
    let current = true;
    for (const name of STAFF_REMOTES.filter((n) => !ready.current.has(n))) {
      setStates((s) => ({ ...s, [name]: { status: 'loading' } }));
      load(name, { force: attempt > 0 }).then(
        (routes) => {
          if (current) {
            ready.current.add(name);
            setStates((s) => ({ ...s, [name]: { status: 'ready', routes } }));
          }
        },
        (error: unknown) => {
          console.error(`Remote "${name}" could not be loaded for the staff navigation`, error);
          if (current) {
            setStates((s) => ({ ...s, [name]: { status: 'failed' } }));
          }
        },
      );
    }
    return () => {
      current = false;
    };
  }, [enabled, attempt, load]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return useMemo(() => {
    const list = STAFF_REMOTES.map((name) => [name, states[name]] as const);
    const loaded = list.flatMap(([, state]) => (state?.status === 'ready' ? [state.routes] : []));
    return {
      entries: navEntriesOf(loaded),
      settled: list.every(([, state]) => state !== undefined && state.status !== 'loading'),
      failed: list.filter(([, state]) => state?.status === 'failed').map(([name]) => name),
      retry,
    };
  }, [states, retry]);
}
