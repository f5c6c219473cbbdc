import { PERMISSIONS as P } from '@attest/contracts';
import { lazyPage, type RemoteRoutes } from '@attest/shared-ui';

/**
 * Exposed as `account_admin/routes`; paths are relative to `/{customerCode}/{locationCode}/`. Each staff
 * route names the permission it needs (the shell shows a no-access panel without it); `nav` is what this
 * remote adds to the shell's staff navigation. Pages load on first visit (lazyPage).
 */
export const remoteRoutes: RemoteRoutes = {
  remote: 'account_admin',
  routes: [
    { path: 'admin/applicants', element: lazyPage(() => import('./applicants/components/ApplicantsPage').then((m) => m.ApplicantsPage)), permission: P.APPLICANTS_READ },
    { path: 'admin/applicants/bulk-upload', element: lazyPage(() => import('./bulk-upload/components/BulkUploadPage').then((m) => m.BulkUploadPage)), permission: P.APPLICANTS_WRITE },
    { path: 'admin/applicants/:applicantId', element: lazyPage(() => import('./applicant-detail/components/ApplicantDetailPage').then((m) => m.ApplicantDetailPage)), permission: P.APPLICANTS_READ },
    { path: 'admin/applicants/:applicantId/documents', element: lazyPage(() => import('./signature-requests/components/ApplicantDocumentsPage').then((m) => m.ApplicantDocumentsPage)), permission: P.DOCUMENTS_READ },
    { path: 'admin/placements', element: lazyPage(() => import('./placements/components/PlacementsPage').then((m) => m.PlacementsPage)), permission: P.APPLICANTS_READ },
    { path: 'admin/referrals', element: lazyPage(() => import('./referrals/components/ReferralsPage').then((m) => m.ReferralsPage)), permission: P.APPLICANTS_READ },
    { path: 'admin/recruiters', element: lazyPage(() => import('./recruiters/components/RecruitersPage').then((m) => m.RecruitersPage)), permission: P.APPLICANTS_READ },
    { path: 'admin/users', element: lazyPage(() => import('./users/components/UsersPage').then((m) => m.UsersPage)), permission: P.ACCOUNT_READ },
    { path: 'admin/users/:userId', element: lazyPage(() => import('./users/components/UserDetailPage').then((m) => m.UserDetailPage)), permission: P.ACCOUNT_READ },
    { path: 'admin/roles', element: lazyPage(() => import('./roles/components/RolesPage').then((m) => m.RolesPage)), permission: P.ACCOUNT_READ },
    { path: 'admin/security', element: lazyPage(() => import('./security/components/SignInSecurityPage').then((m) => m.SignInSecurityPage)), permission: P.ACCOUNT_MANAGE },
    { path: 'admin/audit', element: lazyPage(() => import('./audit/components/AuditLogPage').then((m) => m.AuditLogPage)), permission: P.AUDIT_READ },
  ],
  nav: [
    { labelKey: 'nav_applicants', label: 'Applicants', path: 'admin/applicants', permission: P.APPLICANTS_READ, order: 10, icon: 'people' },
    { labelKey: 'nav_bulk_upload', label: 'Bulk upload', path: 'admin/applicants/bulk-upload', permission: P.APPLICANTS_WRITE, order: 11, icon: 'people' },
    { labelKey: 'nav_placements', label: 'Placements', path: 'admin/placements', permission: P.APPLICANTS_READ, order: 12, icon: 'people' },
    { labelKey: 'nav_referrals', label: 'Referrals', path: 'admin/referrals', permission: P.APPLICANTS_READ, order: 13, icon: 'people' },
    { labelKey: 'nav_recruiters', label: 'Recruiters', path: 'admin/recruiters', permission: P.APPLICANTS_READ, order: 14, icon: 'people' },
    { labelKey: 'nav_users', label: 'Users', path: 'admin/users', permission: P.ACCOUNT_READ, order: 40, icon: 'profile' },
    { labelKey: 'nav_roles', label: 'Roles', path: 'admin/roles', permission: P.ACCOUNT_READ, order: 50, icon: 'security' },
    { labelKey: 'nav_sign_in_security', label: 'Sign-in security', path: 'admin/security', permission: P.ACCOUNT_MANAGE, order: 55, icon: 'locked' },
    { labelKey: 'nav_audit_log', label: 'Audit log', path: 'admin/audit', permission: P.AUDIT_READ, order: 60, icon: 'audit' },
  ],
};
