import type { ReactElement } from 'react';
import { RequirePermission } from '../access/components/RequirePermission';
import type { RemoteRoute } from './remote-routes';

/**
 * The element to mount for a remote route: wrapped in RequirePermission when the route names a
 * permission, so the shell and a standalone remote show the same no-access panel.
 */
export function remoteRouteElement(route: RemoteRoute, homeHref?: string): ReactElement {
  return route.permission ? (
    <RequirePermission permission={route.permission} homeHref={homeHref}>
      {route.element}
    </RequirePermission>
  ) : (
    route.element
  );
}
