import { PERMISSIONS } from '@attest/contracts';
import type { RemoteRoutes } from '@attest/shared-ui';
import { I9ListPage } from './admin/components/I9ListPage';
import { SimulatorPage } from './everify-simulator/components/SimulatorPage';
import { MobileCapturePage } from './i9-common/image-capture/MobileCapturePage';
import { I9RecordPage } from './record/components/I9RecordPage';
import { SecondSignerLanding } from './second-signer/components/SecondSignerLanding';
import { Section1Page } from './section1/components/Section1Page';

/**
 * Exposed as `i9_everify/routes`; paths relative to `/{customerCode}/{locationCode}/`. The shell only sends
 * a single segment here as `:hash` when it looks like a second-signer hash (docs/decisions/0002-hash-route.md).
 * `i9/section1` is the applicant's own Section 1 (the shell gives `i9/...` to this remote).
 */
export const remoteRoutes: RemoteRoutes = {
  remote: 'i9_everify',
  routes: [
    { path: 'admin/i9', element: <I9ListPage />, permission: PERMISSIONS.I9_READ },
    { path: 'admin/i9/:recordId', element: <I9RecordPage />, permission: PERMISSIONS.I9_READ },
    { path: 'admin/everify/simulator', element: <SimulatorPage />, permission: PERMISSIONS.EVERIFY_MANAGE },
    { path: 'i9/section1', element: <Section1Page /> },
    { path: 'i9/mobile/:requestId', element: <MobileCapturePage /> },
    { path: 'onboarding-verify', element: <SecondSignerLanding view="onboarding-verify" /> },
    { path: 'multi-signer', element: <SecondSignerLanding view="multi-signer" /> },
    { path: ':hash', element: <SecondSignerLanding view="hash" /> },
  ],
  nav: [
    {
      labelKey: 'nav_i9_everify',
      label: 'I-9 and E-Verify',
      path: 'admin/i9',
      permission: PERMISSIONS.I9_READ,
      order: 20,
    },
  ],
};
