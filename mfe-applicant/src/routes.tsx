import { gatedByTerms, lazyPage, type RemoteRoutes } from '@attest/shared-ui';

/**
 * Exposed as `applicant/routes`; paths are relative to `/{customerCode}/{locationCode}/`. Every page is
 * loaded on first visit (lazyPage), so this module is only the route table and the navigation entries.
 */
export const remoteRoutes: RemoteRoutes = {
  remote: 'applicant',
  routes: gatedByTerms([
    { path: 'home', element: lazyPage(() => import('./home/components/HomePage').then((m) => m.HomePage)) },
    { path: 'my-profile', element: lazyPage(() => import('./profile/components/MyProfilePage').then((m) => m.MyProfilePage)) },
    { path: 'forms/:formId', element: lazyPage(() => import('./forms/components/FormPage').then((m) => m.FormPage)) },
    // `application` has no segment: WizardPage sends it to the resume section.
    { path: 'application', element: lazyPage(() => import('./application/wizard/WizardPage').then((m) => m.WizardPage)) },
    { path: 'application/:segment', element: lazyPage(() => import('./application/wizard/WizardPage').then((m) => m.WizardPage)) },
    // Standalone (self-service) pages of sections: they never change the application status.
    { path: 'tax-exemptions', element: lazyPage(() => import('./application/tax-exemptions/TaxExemptionsPage').then((m) => m.TaxExemptionsPage)) },
    { path: 'job-preferences', element: lazyPage(() => import('./application/job-preferences/components/JobPreferencesPage').then((m) => m.JobPreferencesPage)) },
    { path: 'skills-checklists', element: lazyPage(() => import('./application/skills-checklists/components/SkillsChecklistsPage').then((m) => m.SkillsChecklistsPage)) },
    { path: 'skills-checklists/:id', element: lazyPage(() => import('./application/skills-checklists/components/ChecklistViewPage').then((m) => m.ChecklistViewPage)) },
    { path: 'self-service', element: lazyPage(() => import('./self-service/SelfServicePage').then((m) => m.SelfServicePage)) },
    { path: 'prelim-info', element: lazyPage(() => import('./prelim-info/PrelimInfoPage').then((m) => m.PrelimInfoPage)) },
    { path: 'documents', element: lazyPage(() => import('./documents/components/DocumentsPage').then((m) => m.DocumentsPage)) },
    { path: 'documents/:sigRequestId', element: lazyPage(() => import('./documents/components/SigRequestPage').then((m) => m.SigRequestPage)) },
    { path: 'credential/:a/:b/:c', element: lazyPage(() => import('./documents/components/CredentialViewerPage').then((m) => m.CredentialViewerPage)) },
    { path: 'pay', element: lazyPage(() => import('./pay/PayHistoryPage').then((m) => m.PayHistoryPage)) },
    { path: 'resume', element: lazyPage(() => import('./resume/ResumePage').then((m) => m.ResumePage)) },
    { path: 'pay/:payId', element: lazyPage(() => import('./pay/PayStubPage').then((m) => m.PayStubPage)) },
    { path: 'direct-deposit', element: lazyPage(() => import('./pay/DirectDepositPage').then((m) => m.DirectDepositPage)) },
    { path: 'credentials', element: lazyPage(() => import('./credentials/CredentialsPage').then((m) => m.CredentialsPage)) },
  ]),
  // The applicant navigation (the shell shows it on every applicant page; the I-9 entry comes from the I-9 remote).
  applicantNav: [
    { labelKey: 'nav_home', label: 'Home', path: 'home', icon: 'home', order: 10 },
    { labelKey: 'nav_application', label: 'Application', path: 'application', icon: 'application', order: 20 },
    { labelKey: 'nav_documents', label: 'Documents', path: 'documents', icon: 'documents', order: 30, alsoCurrentOn: ['credential'] },
    { labelKey: 'nav_credentials', label: 'Credentials', path: 'credentials', icon: 'compliance', order: 34 },
    { labelKey: 'nav_my_profile', label: 'My profile', path: 'my-profile', icon: 'profile', order: 40, alsoCurrentOn: ['prelim-info'] },
    { labelKey: 'nav_pay', label: 'Pay', path: 'pay', icon: 'pay', order: 45, alsoCurrentOn: ['direct-deposit'] },
    {
      labelKey: 'nav_self_service',
      label: 'Self-service',
      path: 'self-service',
      icon: 'checklist',
      order: 50,
      alsoCurrentOn: ['tax-exemptions', 'job-preferences', 'skills-checklists'],
    },
  ],
};
