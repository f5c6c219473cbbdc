import type { ReactElement } from 'react';

/**
 * What every remote's `./routes` module exports. Paths are relative to `/{customerCode}/{locationCode}/`
 * (e.g. 'my-profile', 'admin/applicants', ':hash'); the shell decides who may open them (routing/route-rules.ts)
 * before the remote is even loaded, so a route carries no access flag of its own.
 * Type-only: remotes re-declare nothing, they `import type` this file through `@attest/shell/remote-routes`
 * or copy the shape structurally.
 */
export interface RemoteRoute {
  path: string;
  element: ReactElement;
}

export interface RemoteRoutes {
  /** Federation name of the remote, for logs and error panels. */
  remote: string;
  routes: RemoteRoute[];
}

/** The module shape behind `loadRemote('<name>/routes')`. */
export interface RemoteRoutesModule {
  remoteRoutes: RemoteRoutes;
}

export const REMOTE_NAMES = ['applicant', 'i9_everify', 'content_admin', 'account_admin', 'talent'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The runtime manifest `/remotes.manifest.json`: remote name → URL of its remoteEntry.js. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;
