import * as fs from 'fs';

/** Federation names of the remotes and the folder each is built in. */
export const REMOTES = {
  applicant: 'mfe-applicant',
  i9_everify: 'mfe-i9-everify',
  content_admin: 'mfe-content-admin',
  account_admin: 'mfe-account-admin',
  talent: 'mfe-talent',
} as const;

export type RemoteName = keyof typeof REMOTES;

/** URL path a remote's build is served under by this server, e.g. /remotes/account-admin/. */
export function remoteBasePath(folder: string): string {
  return `/remotes/${folder.replace(/^mfe-/, '')}/`;
}

/**
 * The runtime manifest the shell reads: remote name → remoteEntry.js URL. REMOTES_MANIFEST (a JSON
 * file) overrides any entry, so a remote can be deployed elsewhere without rebuilding the shell.
 * The file is re-read on every request: editing it takes effect on the next page load.
 */
export function readRemoteManifest(overridePath: string | undefined): Record<string, string> {
  const manifest: Record<string, string> = {};
  for (const [name, folder] of Object.entries(REMOTES)) {
    manifest[name] = `${remoteBasePath(folder)}remoteEntry.js`;
  }
  if (overridePath && fs.existsSync(overridePath)) {
    Object.assign(manifest, JSON.parse(fs.readFileSync(overridePath, 'utf8')) as Record<string, string>);
  }
  return manifest;
}
