// Test-only: the portal routes (for a staff session: with fake staff remotes and a seeded access answer).
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Permission } from '@attest/contracts';
import { ROUTER_FUTURE, createAppStore, type AppStore, type RemoteRoutes } from '@attest/shared-ui';
import { signedInStaffStore } from '@attest/shared-ui/access/testing/staff-access-test-kit';
import { PortalContext } from '../../portal/PortalContext';
import type { RemoteLoader } from '../../remotes/RemoteArea';
import type { RemoteName } from '../../remotes/remote-names';
import { PortalRoutes } from '../../routing/PortalRoutes';

const page = (name: string, path: string, permission?: Permission) => ({ path, element: <h1>{`${name}:${path}`}</h1>, permission });

/** The staff remotes as they declare themselves (routes with permissions and nav entries). */
export const STAFF_REMOTE_ROUTES: Partial<Record<RemoteName, RemoteRoutes>> = {
  account_admin: {
    remote: 'account_admin',
    routes: [
      page('account_admin', 'admin/applicants', 'applicants.read'),
      page('account_admin', 'admin/users', 'account.read'),
      page('account_admin', 'admin/audit', 'audit.read'),
    ],
    nav: [
      { labelKey: 'nav_users', label: 'Users', path: 'admin/users', permission: 'account.read', order: 40 },
      { labelKey: 'nav_applicants', label: 'Applicants', path: 'admin/applicants', permission: 'applicants.read', order: 10 },
      { labelKey: 'nav_audit_log', label: 'Audit log', path: 'admin/audit', permission: 'audit.read', order: 60 },
    ],
  },
  i9_everify: {
    remote: 'i9_everify',
    routes: [page('i9_everify', 'admin/i9', 'i9.read')],
    nav: [{ labelKey: 'nav_i9_everify', label: 'I-9 and E-Verify', path: 'admin/i9', permission: 'i9.read', order: 20 }],
  },
  content_admin: {
    remote: 'content_admin',
    routes: [page('content_admin', 'admin/content', 'content.read')],
    nav: [{ labelKey: 'nav_content', label: 'Content', path: 'admin/content', permission: 'content.read', order: 30 }],
  },
};

/** Loads the remotes above; the names in `failing` reject as a missing remoteEntry would. */
export function staffLoader(failing: RemoteName[] = []): jest.Mock<ReturnType<RemoteLoader>, Parameters<RemoteLoader>> {
  return jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>((name) => {
    const routes = STAFF_REMOTE_ROUTES[name];
    return failing.includes(name) || !routes ? Promise.reject(new Error(`${name}: remoteEntry.js 404`)) : Promise.resolve(routes);
  });
}

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}

/** Renders the portal routes of acme/hq at `url` with the remotes `load` gives, and the URL they lead to (testid "url"). */
export function renderPortalRoutes(url: string, load: RemoteLoader, store: AppStore = createAppStore()) {
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]} future={ROUTER_FUTURE}>
        <Routes>
          <Route
            path=":customerCode/:locationCode/*"
            element={
              <PortalContext.Provider value={{ customerCode: 'acme', locationCode: 'hq', customer: null }}>
                <PortalRoutes load={load} />
              </PortalContext.Provider>
            }
          />
        </Routes>
        <CurrentUrl />
      </MemoryRouter>
    </Provider>,
  );
}

/** Renders `/acme/hq/...` for a staff user of acme holding `permissions`. */
export async function renderStaffPortal(url: string, permissions: Permission[], load: RemoteLoader = staffLoader()) {
  const store = await signedInStaffStore(permissions);
  return renderPortalRoutes(url, load, store);
}
