import type { RemoteRoutes } from '@attest/shared-ui';
import { FormPage } from './forms/components/FormPage';
import { HomePage } from './home/components/HomePage';
import { MyProfilePage } from './profile/components/MyProfilePage';
import { WizardPage } from './application/wizard/WizardPage';
import { TaxExemptionsPage } from './application/tax-exemptions';
import { SelfServicePage } from './self-service/SelfServicePage';
import { PrelimInfoPage } from './prelim-info';
import { JobPreferencesPage } from './application/job-preferences';
import { ChecklistViewPage, SkillsChecklistsPage } from './application/skills-checklists';
import { CredentialViewerPage, DocumentsPage, SigRequestPage } from './documents';

/** Exposed as `applicant/routes`; paths are relative to `/{customerCode}/{locationCode}/`. */
export const remoteRoutes: RemoteRoutes = {
  remote: 'applicant',
  routes: [
    { path: 'home', element: <HomePage /> },
    { path: 'my-profile', element: <MyProfilePage /> },
    { path: 'forms/:formId', element: <FormPage /> },
    // `application` has no segment: WizardPage sends it to the resume section.
    { path: 'application', element: <WizardPage /> },
    { path: 'application/:segment', element: <WizardPage /> },
    // Standalone (self-service) pages of sections: they never change the application status.
    { path: 'tax-exemptions', element: <TaxExemptionsPage /> },
    { path: 'job-preferences', element: <JobPreferencesPage /> },
    { path: 'skills-checklists', element: <SkillsChecklistsPage /> },
    { path: 'skills-checklists/:id', element: <ChecklistViewPage /> },
    { path: 'self-service', element: <SelfServicePage /> },
    { path: 'prelim-info', element: <PrelimInfoPage /> },
    { path: 'documents', element: <DocumentsPage /> },
    { path: 'documents/:sigRequestId', element: <SigRequestPage /> },
    { path: 'credential/:a/:b/:c', element: <CredentialViewerPage /> },
  ],
};
