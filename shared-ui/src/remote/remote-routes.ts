import type { ComponentType, ReactElement } from 'react';
import type { Permission } from '@attest/contracts';
import type { IconName } from '../icons/icons';

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
  /** An icon of shared-ui's set shown beside the label. */
  icon?: IconName;
}

/**
 * A link a remote contributes to the applicant's navigation (Home, Application, Documents, ... and later
 * Jobs or Pay from the talent remote). Applicants have no permissions; an entry may instead depend on a
 * per-customer configuration flag (e.g. the I-9 on `i9_verification_enabled`).
 */
export interface ApplicantNavEntry {
  labelKey: string;
  label: string;
  /** Path relative to `/{customerCode}/{locationCode}/`, e.g. 'documents'. */
  path: string;
  /** Position across all remotes (lower first); entries without one go last. */
  order?: number;
  icon?: IconName;
  /** Shown only when this configuration flag of the customer is on (an unset flag is off). */
  configFlag?: string;
  /** Other paths (prefixes) that belong to this entry, so it is marked current there too (e.g. 'forms/'). */
  alsoCurrentOn?: string[];
  /** Drawn after the label inside the link, e.g. an unread count (the remote's component; renders nothing when empty). */
  Badge?: ComponentType;
}

export interface RemoteRoutes {
  /** Federation name of the remote, for logs and error panels. */
  remote: string;
  routes: RemoteRoute[];
  /** Staff navigation entries (staff-side remotes only). */
  nav?: RemoteNavEntry[];
  /** Applicant navigation entries (remotes with applicant pages). */
  applicantNav?: ApplicantNavEntry[];
}

/** The module shape behind `loadRemote('<name>/routes')`. */
export interface RemoteRoutesModule {
  remoteRoutes: RemoteRoutes;
}
