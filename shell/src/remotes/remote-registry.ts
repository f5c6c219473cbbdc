import { getInstance, init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadWithRetry } from './load-with-retry';
import type { RemoteRoutes, RemoteRoutesModule } from '@attest/shared-ui';
import { REMOTE_NAMES, type RemoteName, type RemotesManifest } from './remote-names';

/**
 * Registers the remotes named in `/remotes.manifest.json` with the federation runtime at run time, so a
 * remote is redeployed (new URL or new build) without rebuilding the shell.
 */

const MANIFEST_URL = '/remotes.manifest.json';

let manifest: RemotesManifest = {};

function toRemote(name: RemoteName, entry: string) {
  // The runtime keys remotes by entry URL; an absolute URL keeps relative manifest entries unambiguous.
  return { name, entry: new URL(entry, window.location.href).href };
}

export async function fetchRemotesManifest(): Promise<RemotesManifest> {
  const response = await fetch(MANIFEST_URL, { cache: 'no-store' });
  if (!response.ok) {
    throw new Error(`remotes manifest: HTTP ${response.status}`);
  }
  const body = (await response.json()) as Record<string, unknown>;
  const result: RemotesManifest = {};
  for (const name of REMOTE_NAMES) {
    const entry = body[name];
    if (typeof entry === 'string' && entry.length > 0) {
      result[name] = entry;
    }
  }
  return result;
}

export function registerManifest(next: RemotesManifest): void {
  manifest = next;
  const remotes = Object.entries(next).map(([name, entry]) => toRemote(name as RemoteName, entry));
  if (!getInstance()) {
    // Only outside a federation build (the webpack runtime normally creates the instance).
    init({ name: 'shell', remotes });
    return;
  }
  registerRemotes(remotes);
}

/** Loads `<name>/routes`; `force` re-registers the remote first so a failed container is fetched anew. */
export async function loadRemoteRoutes(name: RemoteName, { force = false } = {}): Promise<RemoteRoutes> {
  const entry = manifest[name];
  if (!entry) {
    throw new Error(`Remote "${name}" is not in the remotes manifest`);
  }
  return loadWithRetry(async (attempt) => {
    if (force || attempt > 1) {
      // A failed remoteEntry stays cached in the runtime; force drops it so the next load fetches it again.
      registerRemotes([toRemote(name, entry)], { force: true });
    }
    const mod = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
    if (!mod || !mod.remoteRoutes) {
      throw new Error(`Remote "${name}" did not expose routes`);
    }
    return mod.remoteRoutes;
  });
}
