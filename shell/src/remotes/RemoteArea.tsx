import { useCallback, useEffect, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ErrorPanel, LoadingBar, NotFoundPage, remoteRouteElement, useT, type RemoteRoutes } from '@attest/shared-ui';
import type { RemoteName } from './remote-names';
import { loadRemoteRoutes } from './remote-registry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export type RemoteLoader = (name: RemoteName, options: { force: boolean }) => Promise<RemoteRoutes>;

type LoadState = { status: 'loading' } | { status: 'ready'; routes: RemoteRoutes } | { status: 'failed'; error: unknown };

interface Props {
  name: RemoteName;
  /** Injected in tests; the federation runtime loader otherwise. */
  load?: RemoteLoader;
  /** Where "Page not found" leads back to (the person's home). */
  homeHref?: string;
}

/**
 * Loads one remote's routes (with retries) and mounts them under `/{c}/{l}/`; a route that names a
 * permission shows the no-access panel to a user without it. A remote that cannot be
 * loaded, or throws while rendering, shows an ErrorPanel in this area only; Retry re-registers it with
 * force and loads it again.
 */
export function RemoteArea({ name, load = loadRemoteRoutes, homeHref }: Props) {
  const { t } = useT();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load(name, { force: attempt > 0 }).then(
      (routes) => current && setState({ status: 'ready', routes }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [name, attempt, load]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const panel = (error: unknown, onRetry: () => void) => (
    <ErrorPanel
      title={t('remote_unavailable', 'This part of the portal could not be loaded')}
      message={t('remote_unavailable_detail', 'Please try again. The rest of the portal keeps working.')}
      onRetry={onRetry}
    />
  );

  if (state.status === 'loading') {
    return <LoadingBar active />;
  }
  if (state.status === 'failed') {
    console.error(`Remote "${name}" could not be loaded`, state.error);
    return <section aria-label={name}>{panel(state.error, retry)}</section>;
  }
  return (
    <section aria-label={name}>
      <RemoteErrorBoundary
        key={attempt}
        remote={name}
        fallback={(error, reset) =>
          panel(error, () => {
            reset();
            retry();
          })
        }
      >
        <Routes>
          {state.routes.routes.map((route) => (
            <Route key={route.path} path={route.path} element={remoteRouteElement(route)} />
          ))}
          <Route path="*" element={<NotFoundPage homeHref={homeHref} />} />
        </Routes>
      </RemoteErrorBoundary>
    </section>
  );
}
