import type { ReactElement } from 'react';
import type { Permission } from '@attest/contracts';

/**
 * The contract between the shell and every remote (conventions, item 14). The shell and each remote are
 * deployed apart, so this lives in shared-ui and a remote never imports the shell's `src/`.
 *
 * Paths are relative to `/{customerCode}/{locationCode}/` (e.g. 'my-profile', 'admin/applicants', ':hash').
 * Which session a path needs (guest, applicant, staff) is decided by the shell before the remote loads;
 * a staff route may also name the permission it needs, and the shell then shows a no-access panel
 * instead of the page to a user without it. The server still refuses the calls: this only hides.
 */
export interface RemoteRoute {
  path: string;
  element: ReactElement;
  /** A staff route that needs this permission; without it the shell shows the no-access panel. */
  permission?: Permission;
}

/** A link a remote contributes to the shell's staff side navigation. */
export interface RemoteNavEntry {
  /** Translation key of the label. */
  labelKey: string;
  /** English fallback of the label. */
  label: string;
  /** Path relative to `/{customerCode}/{locationCode}/`, e.g. 'admin/applicants'. */
  path: string;
  /** Shown only to a user who holds it. */
  permission: Permission;
  /** Position in the navigation across all remotes (lower first); entries without one go last. */
  order?: number;
}

export interface RemoteRoutes {
  /** Federation name of the remote, for logs and error panels. */
  remote: string;
  routes: RemoteRoute[];
  /** Staff navigation entries (staff-side remotes only). */
  nav?: RemoteNavEntry[];
}

/** The module shape behind `loadRemote('<name>/routes')`. */
export interface RemoteRoutesModule {
  remoteRoutes: RemoteRoutes;
}
