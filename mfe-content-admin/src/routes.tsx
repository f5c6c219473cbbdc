import { PERMISSIONS } from '@attest/contracts';
import { lazyPage, type RemoteRoutes } from '@attest/shared-ui';

/** Exposed as `content_admin/routes`; paths are relative to `/{customerCode}/{locationCode}/`; pages load on first visit. */
export const remoteRoutes: RemoteRoutes = {
  remote: 'content_admin',
  routes: [{ path: 'admin/content', element: lazyPage(() => import('./landing/components/ContentAdminLanding').then((m) => m.ContentAdminLanding)), permission: PERMISSIONS.CONTENT_READ }],
  nav: [{ labelKey: 'nav_content', label: 'Content', path: 'admin/content', permission: PERMISSIONS.CONTENT_READ, order: 30, icon: 'documents' }],
};
