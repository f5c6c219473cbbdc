import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RemoteRoutes } from '@attest/shared-ui';
import type { RemoteLoader } from '../remotes/RemoteArea';
import type { RemoteName } from '../remotes/remote-names';

type RemoteState = { status: 'loading' } | { status: 'ready'; routes: RemoteRoutes } | { status: 'failed' };

export interface NavRemotes {
  /** The `./routes` of every remote that has loaded, in the order of `names`. */
  loaded: RemoteRoutes[];
  /** Every remote has loaded or failed. */
  settled: boolean;
  /** Remotes that could not be loaded (they contribute nothing). */
  failed: RemoteName[];
  /** Loads the failed ones again, re-registering them (force), as an area's Retry does. */
  retry: () => void;
}

/**
 * Loads the `./routes` module of each named remote (the same loader as the remote areas: manifest,
 * 3 attempts) for the navigation entries they contribute. A remote that fails contributes nothing and
 * takes nothing else down. Nothing loads unless `enabled` (a session of the party the navigation is for).
 */
export function useNavRemotes(load: RemoteLoader, names: readonly RemoteName[], enabled: boolean): NavRemotes {
  const [states, setStates] = useState<Partial<Record<RemoteName, RemoteState>>>({});
  const [attempt, setAttempt] = useState(0);
  const ready = useRef(new Set<RemoteName>());

  useEffect(() => {
    if (!enabled) {
      return undefined;
    }
    let current = true;
    for (const name of names.filter((n) => !ready.current.has(n))) {
      setStates((s) => ({ ...s, [name]: { status: 'loading' } }));
      load(name, { force: attempt > 0 }).then(
        (routes) => {
          if (current) {
            ready.current.add(name);
            setStates((s) => ({ ...s, [name]: { status: 'ready', routes } }));
          }
        },
        (error: unknown) => {
          console.error(`Remote "${name}" could not be loaded for the navigation`, error);
          if (current) {
            setStates((s) => ({ ...s, [name]: { status: 'failed' } }));
          }
        },
      );
    }
    return () => {
      current = false;
    };
  }, [enabled, attempt, load, names]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return useMemo(() => {
    const list = names.map((name) => [name, states[name]] as const);
    return {
      loaded: list.flatMap(([, state]) => (state?.status === 'ready' ? [state.routes] : [])),
      settled: list.every(([, state]) => state !== undefined && state.status !== 'loading'),
      failed: list.filter(([, state]) => state?.status === 'failed').map(([name]) => name),
      retry,
    };
  }, [states, retry, names]);
}
