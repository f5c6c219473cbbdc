import type { RemoteRoutes } from '@attest/shared-ui';
import { remoteRoutes as accountAdmin } from '@attest/mfe-account-admin/src/routes';
import { remoteRoutes as applicant } from '@attest/mfe-applicant/src/routes';
import { remoteRoutes as contentAdmin } from '@attest/mfe-content-admin/src/routes';
import { remoteRoutes as i9Everify } from '@attest/mfe-i9-everify/src/routes';
import { remoteRoutes as talent } from '@attest/mfe-talent/src/routes';
import { STAFF_REMOTES, type RemoteName } from '../remotes/remote-names';

// The real route tables (each page is loaded lazily, so importing them loads no page).
const REMOTES: Record<RemoteName, RemoteRoutes> = {
  account_admin: accountAdmin,
  applicant,
  content_admin: contentAdmin,
  i9_everify: i9Everify,
  talent,
};

/** A page of its own: no route parameter (detail pages such as admin/i9/:recordId are opened from their list). */
const isListPage = (path: string) => !path.includes(':') && !path.includes('*');

describe('every page is reachable from a navigation, none only by typing its URL', () => {
  it('each staff page (admin/..., no parameter) has a staff navigation entry with the same permission, from a remote the shell loads for staff', () => {
    const missing: string[] = [];
    for (const [name, remote] of Object.entries(REMOTES)) {
      for (const route of remote.routes.filter((r) => r.path.startsWith('admin/') && isListPage(r.path))) {
        const entry = remote.nav?.find((n) => n.path === route.path);
        if (!entry || entry.permission !== route.permission || !STAFF_REMOTES.includes(name as RemoteName)) {
          missing.push(`${name}: ${route.path}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('each staff navigation entry and each applicant navigation entry opens a page of its remote', () => {
    for (const remote of Object.values(REMOTES)) {
      const paths = remote.routes.map((r) => r.path);
      for (const entry of [...(remote.nav ?? []), ...(remote.applicantNav ?? [])]) {
        expect({ remote: remote.remote, entry: entry.path, served: paths.includes(entry.path) }).toMatchObject({ served: true });
      }
    }
  });

  it('the applicant navigation offers Home, Application, Documents, My profile, Pay and Self-service, and the I-9 behind its flag', () => {
    expect(applicant.applicantNav?.map((e) => e.path)).toEqual(['home', 'application', 'documents', 'my-profile', 'pay', 'self-service']);
    expect(i9Everify.applicantNav).toEqual([expect.objectContaining({ path: 'i9/section1', configFlag: 'i9_verification_enabled' })]);
  });
});
