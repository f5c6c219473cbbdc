import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingBar } from '../light/ui';
import { LoginArea } from '../login-area/LoginArea';
import type { RemoteLoader } from '../remotes/RemoteArea';

/** The portal behind sign-in: its own chunk, with shared-ui, the store and the remotes (docs/decisions/0014-first-load.md). */
const FullArea = lazy(() => import('../full/FullArea'));

/**
 * The sign-in page is served on its own, so the first load of most visits stays small; every other URL
 * (`/`, `/{customerCode}`, `/{customerCode}/{locationCode}/...`) is the portal.
 */
export function AppRoutes({ load }: { load?: RemoteLoader }) {
  return (
    <Routes>
      <Route path=":customerCode/:locationCode/login" element={<LoginArea />} />
      <Route
        path="*"
        element={
          <Suspense fallback={<LoadingBar active />}>
            <FullArea load={load} />
          </Suspense>
        }
      />
    </Routes>
  );
}
