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
    { path: 'admin/reports/nps', element: lazyPage(() => import('./reports/components/NpsReportPage').then((m) => m.NpsReportPage)), permission: P.REPORTS_READ },
    { path: 'admin/reports/funnel', element: lazyPage(() => import('./reports/components/FunnelReportPage').then((m) => m.FunnelReportPage)), permission: P.REPORTS_READ },
    { path: 'admin/data-views', element: lazyPage(() => import('./data-views/components/DataViewsPage').then((m) => m.DataViewsPage)), permission: P.APPLICANTS_READ },
    { path: 'admin/settings', element: lazyPage(() => import('./settings/components/SettingsPage').then((m) => m.SettingsPage)), permission: P.ACCOUNT_READ },
    { path: 'admin/currency', element: lazyPage(() => import('./currency-units/components/CurrencyUnitsPage').then((m) => m.CurrencyUnitsPage)), permission: P.ACCOUNT_READ },
    { path: 'admin/locations', element: lazyPage(() => import('./locations/components/LocationsPage').then((m) => m.LocationsPage)), permission: P.ACCOUNT_READ },
    { path: 'admin/languages', element: lazyPage(() => import('./languages/components/LanguagesPage').then((m) => m.LanguagesPage)), permission: P.ACCOUNT_READ },
    { path: 'admin/translations', element: lazyPage(() => import('./translations/components/TranslationsPage').then((m) => m.TranslationsPage)), permission: P.ACCOUNT_READ },
    { path: 'admin/alerts', element: lazyPage(() => import('./alerts/components/AlertsPage').then((m) => m.AlertsPage)), permission: P.OWN_ACCOUNT },
    { path: 'admin/exports', element: lazyPage(() => import('./exports/components/ExportsPage').then((m) => m.ExportsPage)), permission: P.REPORTS_READ },
    { path: 'admin/schedules', element: lazyPage(() => import('./schedules/components/SchedulesPage').then((m) => m.SchedulesPage)), permission: P.REPORTS_READ },
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
    { labelKey: 'nav_nps_report', label: 'NPS report', path: 'admin/reports/nps', permission: P.REPORTS_READ, order: 65, icon: 'checklist' },
    { labelKey: 'nav_funnel_report', label: 'Onboarding funnel', path: 'admin/reports/funnel', permission: P.REPORTS_READ, order: 66, icon: 'application' },
    { labelKey: 'nav_data_views', label: 'Data views', path: 'admin/data-views', permission: P.APPLICANTS_READ, order: 15, icon: 'people' },
    { labelKey: 'nav_account_settings', label: 'Account settings', path: 'admin/settings', permission: P.ACCOUNT_READ, order: 56, icon: 'checklist' },
    { labelKey: 'nav_currency_units', label: 'Currency units', path: 'admin/currency', permission: P.ACCOUNT_READ, order: 57, icon: 'pay' },
    { labelKey: 'nav_locations', label: 'Locations', path: 'admin/locations', permission: P.ACCOUNT_READ, order: 51, icon: 'home' },
    { labelKey: 'nav_languages', label: 'Languages', path: 'admin/languages', permission: P.ACCOUNT_READ, order: 52, icon: 'info' },
    { labelKey: 'nav_translations', label: 'Translations', path: 'admin/translations', permission: P.ACCOUNT_READ, order: 53, icon: 'info' },
    { labelKey: 'nav_alerts', label: 'Alerts', path: 'admin/alerts', permission: P.OWN_ACCOUNT, order: 69, icon: 'warning' },
    { labelKey: 'nav_exports', label: 'Exports', path: 'admin/exports', permission: P.REPORTS_READ, order: 67, icon: 'documents' },
    { labelKey: 'nav_schedules', label: 'Schedules', path: 'admin/schedules', permission: P.REPORTS_READ, order: 68, icon: 'due' },
  ],
};
