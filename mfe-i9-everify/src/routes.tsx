import { PERMISSIONS } from '@attest/contracts';
import { gatedByTerms, lazyPage, PORTAL_FLAGS, type RemoteRoutes } from '@attest/shared-ui';

const secondSignerLanding = () => import('./second-signer/components/SecondSignerLanding').then((m) => m.SecondSignerLanding);

/**
 * Exposed as `i9_everify/routes`; paths relative to `/{customerCode}/{locationCode}/`. The shell only sends
 * a single segment here as `:hash` when it looks like a second-signer hash (docs/decisions/0002-hash-route.md).
 * `i9/section1` is the applicant's own Section 1 (the shell gives `i9/...` to this remote). Pages load on
 * first visit (lazyPage): this module is the route table and the navigation entries only.
 */
export const remoteRoutes: RemoteRoutes = {
  remote: 'i9_everify',
  routes: [
    { path: 'admin/i9', element: lazyPage(() => import('./admin/components/I9ListPage').then((m) => m.I9ListPage)), permission: PERMISSIONS.I9_READ },
    { path: 'admin/i9/:recordId', element: lazyPage(() => import('./record/components/I9RecordPage').then((m) => m.I9RecordPage)), permission: PERMISSIONS.I9_READ },
    { path: 'admin/everify', element: lazyPage(() => import('./everify/components/EverifyCasesPage').then((m) => m.EverifyCasesPage)), permission: PERMISSIONS.EVERIFY_READ },
    {
      path: 'admin/everify/simulator',
      element: lazyPage(() => import('./everify-simulator/components/SimulatorPage').then((m) => m.SimulatorPage)),
      permission: PERMISSIONS.EVERIFY_MANAGE,
    },
    { path: 'admin/everify/revocations', element: lazyPage(() => import('./everify-revocations/components/RevocationsPage').then((m) => m.RevocationsPage)), permission: PERMISSIONS.EVERIFY_READ },
    { path: 'admin/everify/case-lists', element: lazyPage(() => import('./everify-lists/components/CaseListToolsPage').then((m) => m.CaseListToolsPage)), permission: PERMISSIONS.EVERIFY_READ },
    { path: 'admin/ead-categories', element: lazyPage(() => import('./everify-ead-admin/components/EadCategoriesPage').then((m) => m.EadCategoriesPage)), permission: PERMISSIONS.I9_READ },
    { path: 'admin/everify/:caseId', element: lazyPage(() => import('./everify/components/EverifyCasePage').then((m) => m.EverifyCasePage)), permission: PERMISSIONS.EVERIFY_READ },
    // The applicant's own pages wait for the terms of service in force (decision 0025).
    ...gatedByTerms([
      { path: 'i9/tnc-fan', element: lazyPage(() => import('./tnc-fan/components/TncFanPage').then((m) => m.TncFanPage)) },
      { path: 'i9/section1', element: lazyPage(() => import('./section1/components/Section1Page').then((m) => m.Section1Page)) },
    ]),
    { path: 'i9/mobile/:requestId', element: lazyPage(() => import('./i9-common/image-capture/MobileCapturePage').then((m) => m.MobileCapturePage)) },
    { path: 'onboarding-verify', element: lazyPage(secondSignerLanding, { view: 'onboarding-verify' }) },
    { path: 'multi-signer', element: lazyPage(secondSignerLanding, { view: 'multi-signer' }) },
    { path: ':hash', element: lazyPage(secondSignerLanding, { view: 'hash' }) },
  ],
  nav: [
    { labelKey: 'nav_i9_everify', label: 'I-9 and E-Verify', path: 'admin/i9', permission: PERMISSIONS.I9_READ, order: 20, icon: 'i9' },
    { labelKey: 'nav_everify_cases', label: 'E-Verify cases', path: 'admin/everify', permission: PERMISSIONS.EVERIFY_READ, order: 21, icon: 'compliance' },
    { labelKey: 'nav_everify_revocations', label: 'EAD revocations', path: 'admin/everify/revocations', permission: PERMISSIONS.EVERIFY_READ, order: 22, icon: 'warning' },
    { labelKey: 'nav_ead_categories', label: 'EAD extension categories', path: 'admin/ead-categories', permission: PERMISSIONS.I9_READ, order: 23, icon: 'checklist' },
    // Every staff page has an entry (shell/src/staff-nav/every-staff-page.spec.ts).
    { labelKey: 'nav_everify_case_lists', label: 'E-Verify case lists', path: 'admin/everify/case-lists', permission: PERMISSIONS.EVERIFY_READ, order: 24, icon: 'audit' },
    // The simulator stands in for the federal service outside production; its operators reach it from here.
    {
      labelKey: 'nav_everify_simulator',
      label: 'E-Verify simulator',
      path: 'admin/everify/simulator',
      permission: PERMISSIONS.EVERIFY_MANAGE,
      order: 25,
      icon: 'simulator',
    },
  ],
  // The applicant's own Form I-9, for customers that run the I-9 in the portal.
  applicantNav: [
    { labelKey: 'nav_i9', label: 'Form I-9', path: 'i9/section1', icon: 'i9', order: 35, configFlag: PORTAL_FLAGS.i9, alsoCurrentOn: ['i9'] },
  ],
};
