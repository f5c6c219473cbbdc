import type { Permission } from '@attest/contracts';
import type { RemoteNavEntry, RemoteRoutes } from './remote-routes';

const LAST = Number.MAX_SAFE_INTEGER;

/** Every nav entry of the given remotes, by `order` (then label), one entry per path. */
export function navEntriesOf(remotes: readonly RemoteRoutes[]): RemoteNavEntry[] {
  const byPath = new Map<string, RemoteNavEntry>();
  for (const remote of remotes) {
    for (const entry of remote.nav ?? []) {
      if (!byPath.has(entry.path)) {
        byPath.set(entry.path, entry);
      }
    }
  }
  return [...byPath.values()].sort((a, b) => (a.order ?? LAST) - (b.order ?? LAST) || a.label.localeCompare(b.label));
}

/** The entries a user may open, in order. */
export function allowedNavEntries(entries: readonly RemoteNavEntry[], can: (permission: Permission) => boolean): RemoteNavEntry[] {
  return entries.filter((entry) => can(entry.permission));
}
