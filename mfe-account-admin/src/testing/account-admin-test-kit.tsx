// Test-only: a real HTTP server answering the account-admin API, and a render with the shell's providers.
import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  PERMISSION_CATALOGUE,
  SEEDED_ROLES,
  type CstUserDto,
  type Permission,
  type RoleDto,
  type StaffAccessDto,
} from '@attest/contracts';
import {
  createAppStore,
  ModalProvider,
  ROUTER_FUTURE,
  setStaffSession,
  ToastProvider,
} from '@attest/shared-ui';
import {
  sendJson,
  setDocumentUrl,
  startLocalServer,
  type LocalServer,
  type RecordedRequest,
} from '@attest/shared-ui/testing/local-server';
import type http from 'node:http';

export const SYSTEM_ROLES: RoleDto[] = SEEDED_ROLES.map((r) => ({
  role_id: r.role_id,
  customer_id: null,
  name: r.name,
  description: `${r.name} (system)`,
  system: true,
  permissions: [...r.permissions],
}));

export const ANN: CstUserDto = {
  user_id: 7,
  customer_id: 3,
  location_id: null,
  email: 'ann@example.com',
  mobile: null,
  first_name: 'Ann',
  last_name: 'Lee',
  full_name: 'Ann Lee',
  job_title: null,
  active: true,
  last_activity: null,
  country_code: null,
  invitation_pending: false,
  invitation_expires_at: null,
  mfa_enabled: false,
  roles: [{ id: 1, user_id: 7, role_id: 2, role_name: 'Recruiter', location_id: 11 }],
};

/** What the fake API answers; tests change it, `handle` can take over any request first. */
export interface FakeApi {
  permissions: Permission[];
  users: CstUserDto[];
  roles: RoleDto[];
  handle?: (req: RecordedRequest, res: http.ServerResponse) => boolean;
}

export const fakeApi: FakeApi = { permissions: [], users: [], roles: [] };

export function resetFakeApi(permissions: Permission[]): void {
  Object.assign(fakeApi, { permissions, users: [ANN], roles: [...SYSTEM_ROLES], handle: undefined });
}

const me = (): StaffAccessDto => ({
  user_id: 1,
  customer_id: 3,
  full_name: 'Admin',
  email: 'admin@example.com',
  permissions: fakeApi.permissions,
  location_ids: null,
  mfa_enabled: false,
});

export function startFakeAccountAdminApi(): Promise<LocalServer> {
  return startLocalServer((req, res) => {
    if (fakeApi.handle?.(req, res)) {
      return;
    }
    const path = req.url.split('?')[0];
    if (req.method === 'GET' && path === '/api/v1/users/me') {
      sendJson(res, 200, me());
    } else if (req.method === 'GET' && path === '/api/v1/customerContext/acme') {
      sendJson(res, 200, {
        customer_id: 3,
        customer_code: 'acme',
        name: 'Acme',
        locations: [
          { location_id: 10, location_code: 'hq', name: 'Head office' },
          { location_id: 11, location_code: 'west', name: 'West' },
        ],
      });
    } else if (req.method === 'GET' && path === '/api/v1/users') {
      sendJson(res, 200, fakeApi.users);
    } else if (req.method === 'GET' && path === '/api/v1/roles') {
      sendJson(res, 200, fakeApi.roles);
    } else if (req.method === 'GET' && path === '/api/v1/permissions') {
      sendJson(res, 200, PERMISSION_CATALOGUE);
    } else {
      sendJson(res, 404, { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} });
    }
  });
}

export function signInAsStaff(): void {
  window.sessionStorage.clear();
  setStaffSession({ access_token: 'staff-token', user_id: 1, customer_id: 3, customer_code: 'acme' });
}

/**
 * The usual set-up of a page spec: the fake API for the whole file with the document at `/acme/hq/<path>`,
 * and before each test no recorded requests and a signed-in staff user. Returns the requests the page made.
 * Typing whole forms on a shared 2-core machine: generous limits, asserting outcomes, never time.
 */
export function serveFakeAccountAdminApi(path: string): () => RecordedRequest[] {
  jest.setTimeout(30_000);
  configure({ asyncUtilTimeout: 5_000 });
  let server: LocalServer;
  beforeAll(async () => {
    server = await startFakeAccountAdminApi();
    setDocumentUrl(`${server.origin}/acme/hq/${path}`);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    signInAsStaff();
  });
  return () => server.requests;
}

/** Renders `element` at `/acme/hq/<path>` inside the store, toasts, dialogs and a router (like the shell). */
export function renderAdminPage(path: string, element: ReactElement, routePath = path) {
  return render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <ModalProvider>
          <MemoryRouter initialEntries={[`/acme/hq/${path}`]} future={ROUTER_FUTURE}>
            <Routes>
              <Route path={`:customerCode/:locationCode/${routePath}`} element={element} />
            </Routes>
          </MemoryRouter>
        </ModalProvider>
      </ToastProvider>
    </Provider>,
  );
}
