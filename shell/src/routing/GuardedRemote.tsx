import { Navigate, useLocation, useParams } from 'react-router-dom';
import { getSession } from '@attest/shared-ui';
import { usePortal } from '../portal/PortalContext';
import { RemoteArea, type RemoteLoader } from '../remotes/RemoteArea';
import { remoteForPath } from '../remotes/remote-owner';
import { activeParty, sessionAllows } from './session-access';
import { homePath, loginPath, routeAccess } from './route-rules';

/**
 * Every path that is not a shell guest page: checks the session the path needs (before any remote code
 * is loaded), then hands the path to the remote that owns it.
 */
export function GuardedRemote({ load }: { load?: RemoteLoader }) {
  const { customerCode, locationCode } = usePortal();
  const location = useLocation();
  const rest = useParams()['*'] ?? '';
  const session = getSession();
  const access = routeAccess(rest);

  if (!sessionAllows(access, session, customerCode)) {
    const returnTo = location.pathname + location.search;
    return <Navigate to={loginPath(customerCode, locationCode, returnTo, access === 'staff')} replace />;
  }
  if (rest.replace(/\/+$/, '') === '') {
    // The empty route: signed in (checked above), so go to the signed-in party's home.
    const party = activeParty(session, customerCode) ?? 'applicant';
    return <Navigate to={homePath(customerCode, locationCode, party)} replace />;
  }
  return <RemoteArea name={remoteForPath(rest)} load={load} />;
}
