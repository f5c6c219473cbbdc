import type { RemoteRoutes } from '@attest/shell/src/remotes/remote-routes';
import { ApplicantsPage } from './applicants/components/ApplicantsPage';

/** Exposed as `account_admin/routes`; paths are relative to `/{customerCode}/{locationCode}/`. */
export const remoteRoutes: RemoteRoutes = {
  remote: 'account_admin',
  routes: [{ path: 'admin/applicants', element: <ApplicantsPage /> }],
};
