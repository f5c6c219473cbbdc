/** The remotes the shell knows by name (the contract of what a remote exports is shared-ui's `RemoteRoutes`). */
export const REMOTE_NAMES = ['applicant', 'i9_everify', 'content_admin', 'account_admin', 'talent'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * The remotes that own `admin/...` pages (see remote-owner.ts): a staff session loads their `./routes`
 * for the navigation entries they contribute. The talent remote has no staff page yet.
 */
export const STAFF_REMOTES: readonly RemoteName[] = ['account_admin', 'i9_everify', 'content_admin'];

/** The runtime manifest `/remotes.manifest.json`: remote name → URL of its remoteEntry.js. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

/**
 * The remotes with applicant pages: an applicant session loads their `./routes` for the entries they add
 * to the applicant navigation (`applicantNav`). The talent remote adds Jobs, My jobs and Alerts behind
 * `enable_talent_platform` (decision 0041).
 */
export const APPLICANT_REMOTES: readonly RemoteName[] = ['applicant', 'i9_everify', 'talent'];
