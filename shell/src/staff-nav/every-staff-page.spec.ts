import { TermsGate, type RemoteRoutes } from '@attest/shared-ui';
import { remoteRoutes as accountAdmin } from '@attest/mfe-account-admin/src/routes';
import { remoteRoutes as applicant } from '@attest/mfe-applicant/src/routes';
import { remoteRoutes as contentAdmin } from '@attest/mfe-content-admin/src/routes';
import { remoteRoutes as i9Everify } from '@attest/mfe-i9-everify/src/routes';
import { remoteRoutes as talent } from '@attest/mfe-talent/src/routes';
import { APPLICANT_REMOTES, STAFF_REMOTES, type RemoteName } from '../remotes/remote-names';
import { routeAccess } from '../routing/route-rules';

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

  it('the applicant navigation offers Home, Application, Documents, Credentials, My profile, Pay and Self-service, and the I-9 behind its flag', () => {
    expect(applicant.applicantNav?.map((e) => e.path)).toEqual(['home', 'application', 'documents', 'credentials', 'my-profile', 'pay', 'self-service']);
    expect(i9Everify.applicantNav).toEqual([expect.objectContaining({ path: 'i9/section1', configFlag: 'i9_verification_enabled' })]);
  });

  it('the talent remote adds Jobs, My jobs and Alerts behind enable_talent_platform, and the shell loads it for applicants', () => {
    expect(talent.applicantNav?.map((e) => [e.path, e.configFlag])).toEqual([
      ['jobs', 'enable_talent_platform'],
      ['my-jobs', 'enable_talent_platform'],
      ['alerts', 'enable_talent_platform'],
      ['btp/referrals', 'enable_talent_platform'],
    ]);
    expect(APPLICANT_REMOTES).toContain('talent');
  });
});

describe('the terms of service gate every signed-in applicant page (decision 0025)', () => {
  it('wraps each route the shell opens for an applicant session, in every remote', () => {
    const ungated: string[] = [];
    let applicantPages = 0;
    for (const [name, remote] of Object.entries(REMOTES)) {
      // `:hash` is the second signer's link (a guest page: the shell routes a real hash as guest).
      for (const route of remote.routes.filter((r) => !r.path.startsWith(':') && routeAccess(r.path) === 'applicant')) {
        applicantPages += 1;
        if (route.element.type !== TermsGate) {
          ungated.push(`${name}: ${route.path}`);
        }
      }
    }
    expect(applicantPages).toBeGreaterThan(25);
    expect(ungated).toEqual([]);
  });
});
