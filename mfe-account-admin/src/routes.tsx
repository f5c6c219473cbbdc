import { PERMISSIONS as P } from '@attest/contracts';
import type { RemoteRoutes } from '@attest/shared-ui';
import { ApplicantsPage } from './applicants/components/ApplicantsPage';
import { AuditLogPage } from './audit/components/AuditLogPage';
import { RolesPage } from './roles/components/RolesPage';
import { SignInSecurityPage } from './security/components/SignInSecurityPage';
import { ApplicantDocumentsPage } from './signature-requests/components/ApplicantDocumentsPage';
import { UserDetailPage } from './users/components/UserDetailPage';
import { UsersPage } from './users/components/UsersPage';

/**
 * Exposed as `account_admin/routes`; paths are relative to `/{customerCode}/{locationCode}/`. Each staff
 * route names the permission it needs (the shell shows a no-access panel without it); `nav` is what this
 * remote adds to the shell's staff navigation.
 */
export const remoteRoutes: RemoteRoutes = {
  remote: 'account_admin',
  routes: [
    { path: 'admin/applicants', element: <ApplicantsPage />, permission: P.APPLICANTS_READ },
    { path: 'admin/applicants/:applicantId/documents', element: <ApplicantDocumentsPage />, permission: P.DOCUMENTS_READ },
    { path: 'admin/users', element: <UsersPage />, permission: P.ACCOUNT_READ },
    { path: 'admin/users/:userId', element: <UserDetailPage />, permission: P.ACCOUNT_READ },
    { path: 'admin/roles', element: <RolesPage />, permission: P.ACCOUNT_READ },
    { path: 'admin/security', element: <SignInSecurityPage />, permission: P.ACCOUNT_MANAGE },
    { path: 'admin/audit', element: <AuditLogPage />, permission: P.AUDIT_READ },
  ],
  nav: [
    { labelKey: 'nav_applicants', label: 'Applicants', path: 'admin/applicants', permission: P.APPLICANTS_READ, order: 10 },
    { labelKey: 'nav_users', label: 'Users', path: 'admin/users', permission: P.ACCOUNT_READ, order: 40 },
    { labelKey: 'nav_roles', label: 'Roles', path: 'admin/roles', permission: P.ACCOUNT_READ, order: 50 },
    { labelKey: 'nav_sign_in_security', label: 'Sign-in security', path: 'admin/security', permission: P.ACCOUNT_MANAGE, order: 55 },
    { labelKey: 'nav_audit_log', label: 'Audit log', path: 'admin/audit', permission: P.AUDIT_READ, order: 60 },
  ],
};
