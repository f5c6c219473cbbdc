import { useMemo } from 'react';
import { navEntriesOf, type RemoteNavEntry } from '@attest/shared-ui';
import { useNavRemotes } from '../../nav/useNavRemotes';
import type { RemoteLoader } from '../../remotes/RemoteArea';
import { STAFF_REMOTES, type RemoteName } from '../../remotes/remote-names';

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

/** The staff remotes' navigation entries (see nav/useNavRemotes.ts); nothing loads unless `enabled` (a staff session). */
export function useStaffRemotes(load: RemoteLoader, enabled: boolean): StaffRemotes {
  const { loaded, settled, failed, retry } = useNavRemotes(load, STAFF_REMOTES, enabled);
  return useMemo(() => ({ entries: navEntriesOf(loaded), settled, failed, retry }), [loaded, settled, failed, retry]);
}
