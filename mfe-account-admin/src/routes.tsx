import type { RemoteRoutes } from '@attest/shell/src/remotes/remote-routes';
import { ApplicantsPage } from './applicants/components/ApplicantsPage';
import { ApplicantDocumentsPage } from './signature-requests/components/ApplicantDocumentsPage';

/** Exposed as `account_admin/routes`; paths are relative to `/{customerCode}/{locationCode}/`. */
export const remoteRoutes: RemoteRoutes = {
  remote: 'account_admin',
  routes: [
    { path: 'admin/applicants', element: <ApplicantsPage /> },
    { path: 'admin/applicants/:applicantId/documents', element: <ApplicantDocumentsPage /> },
  ],
};
