import type { RemoteRoutes } from '@attest/shell/src/remotes/remote-routes';
import { ContentAdminLanding } from './landing/components/ContentAdminLanding';

/** Exposed as `content_admin/routes`; paths are relative to `/{customerCode}/{locationCode}/`. */
export const remoteRoutes: RemoteRoutes = {
  remote: 'content_admin',
  routes: [{ path: 'admin/content', element: <ContentAdminLanding /> }],
};
