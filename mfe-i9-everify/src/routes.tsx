import { PERMISSIONS } from '@attest/contracts';
import type { RemoteRoutes } from '@attest/shared-ui';
import { I9AdminLanding } from './admin/components/I9AdminLanding';
import { SecondSignerLanding } from './second-signer/components/SecondSignerLanding';

/**
 * Exposed as `i9_everify/routes`; paths relative to `/{customerCode}/{locationCode}/`. The shell only sends
 * a single segment here as `:hash` when it looks like a second-signer hash (docs/decisions/0002-hash-route.md).
 */
export const remoteRoutes: RemoteRoutes = {
  remote: 'i9_everify',
  routes: [
    { path: 'admin/i9', element: <I9AdminLanding />, permission: PERMISSIONS.I9_READ },
    { path: 'onboarding-verify', element: <SecondSignerLanding view="onboarding-verify" /> },
    { path: 'multi-signer', element: <SecondSignerLanding view="multi-signer" /> },
    { path: ':hash', element: <SecondSignerLanding view="hash" /> },
  ],
  nav: [{ labelKey: 'nav_i9_everify', label: 'I-9 and E-Verify', path: 'admin/i9', permission: PERMISSIONS.I9_READ, order: 20 }],
};
