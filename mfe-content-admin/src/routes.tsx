import { PERMISSIONS } from '@attest/contracts';
import type { RemoteRoutes } from '@attest/shared-ui';
import { ContentAdminLanding } from './landing/components/ContentAdminLanding';

/** Exposed as `content_admin/routes`; paths are relative to `/{customerCode}/{locationCode}/`. */
export const remoteRoutes: RemoteRoutes = {
  remote: 'content_admin',
  routes: [{ path: 'admin/content', element: <ContentAdminLanding />, permission: PERMISSIONS.CONTENT_READ }],
  nav: [{ labelKey: 'nav_content', label: 'Content', path: 'admin/content', permission: PERMISSIONS.CONTENT_READ, order: 30 }],
};
