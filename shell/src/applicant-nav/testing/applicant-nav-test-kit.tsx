// Test-only: the portal routes for an applicant session, with fake applicant remotes and seeded configuration.
import { createAppStore, customerConfigApi, setApplicantSession, type AppStore, type RemoteRoutes } from '@attest/shared-ui';
import type { RemoteLoader } from '../../remotes/RemoteArea';
import type { RemoteName } from '../../remotes/remote-names';
import { renderPortalRoutes } from '../../staff-nav/testing/staff-nav-test-kit';

const page = (name: string, path: string) => ({ path, element: <h1>{`${name}:${path}`}</h1> });

/** The applicant remotes as they declare themselves (routes and applicant navigation entries). */
export const APPLICANT_REMOTE_ROUTES: Partial<Record<RemoteName, RemoteRoutes>> = {
  applicant: {
    remote: 'applicant',
    routes: ['home', 'application', 'documents', 'documents/:id', 'my-profile', 'self-service', 'tax-exemptions'].map((p) => page('applicant', p)),
    applicantNav: [
      { labelKey: 'nav_self_service', label: 'Self-service', path: 'self-service', order: 50, alsoCurrentOn: ['tax-exemptions'] },
      { labelKey: 'nav_home', label: 'Home', path: 'home', icon: 'home', order: 10 },
      { labelKey: 'nav_application', label: 'Application', path: 'application', order: 20 },
      { labelKey: 'nav_documents', label: 'Documents', path: 'documents', order: 30 },
      { labelKey: 'nav_my_profile', label: 'My profile', path: 'my-profile', order: 40 },
    ],
  },
  i9_everify: {
    remote: 'i9_everify',
    routes: [page('i9_everify', 'i9/section1')],
    applicantNav: [{ labelKey: 'nav_i9', label: 'Form I-9', path: 'i9/section1', order: 35, configFlag: 'i9_verification_enabled' }],
  },
};

/** Loads the remotes above; the names in `failing` reject as a missing remoteEntry would. */
export function applicantLoader(failing: RemoteName[] = []): jest.Mock<ReturnType<RemoteLoader>, Parameters<RemoteLoader>> {
  return jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>((name) => {
    const routes = APPLICANT_REMOTE_ROUTES[name];
    return failing.includes(name) || !routes ? Promise.reject(new Error(`${name}: remoteEntry.js 404`)) : Promise.resolve(routes);
  });
}

/** Signs in applicant 7 of acme and renders `/acme/hq/...` with the customer's configuration `config`. */
export async function renderApplicantPortal(url: string, config: Record<string, string> = {}, load: RemoteLoader = applicantLoader()) {
  setApplicantSession({ access_token: 'tok-a', applicant_id: 7, customer_id: 1, customer_code: 'acme' });
  const store: AppStore = createAppStore();
  await store.dispatch(customerConfigApi.util.upsertQueryData('getConfigurations', undefined, config));
  return renderPortalRoutes(url, load, store);
}
