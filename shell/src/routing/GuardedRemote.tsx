import { Navigate, useLocation, useParams } from 'react-router-dom';
import { getSession } from '@attest/shared-ui';
import { usePortal } from '../portal/PortalContext';
import { RemoteArea, type RemoteLoader } from '../remotes/RemoteArea';
import { remoteForPath } from '../remotes/remote-owner';
import { activeParty, sessionAllows } from './session-access';
import { ApplicantLayout } from '../applicant-nav/components/ApplicantLayout';
import { StaffHome } from '../staff-nav/components/StaffHome';
import { StaffLayout } from '../staff-nav/components/StaffLayout';
import { homePath, isStaffHome, loginPath, routeAccess } from './route-rules';

/**
 * Every path that is not a shell guest page: checks the session the path needs (before any remote code
 * is loaded), then hands the path to the remote that owns it; staff pages get the staff navigation,
 * applicant pages the applicant navigation.
 */
export function GuardedRemote({ load }: { load?: RemoteLoader }) {
  const { customerCode, locationCode } = usePortal();
  const location = useLocation();
  const rest = useParams()['*'] ?? '';
  const session = getSession();
  const access = routeAccess(rest);

  const returnTo = location.pathname + location.search;
  const party = activeParty(session, customerCode);
  if (rest.replace(/\/+$/, '') === '') {
    // The empty route needs a session of either party, and leads to that party's home.
    return (
      <Navigate to={party ? homePath(customerCode, locationCode, party) : loginPath(customerCode, locationCode, returnTo)} replace />
    );
  }
  if (!sessionAllows(access, session, customerCode)) {
    return <Navigate to={loginPath(customerCode, locationCode, returnTo, access === 'staff')} replace />;
  }
  if (access === 'staff') {
    // Staff pages sit beside the staff navigation; `admin` alone goes on to the first page the user may open.
    const staffHome = homePath(customerCode, locationCode, 'staff');
    return (
      <StaffLayout>{isStaffHome(rest) ? <StaffHome /> : <RemoteArea name={remoteForPath(rest)} load={load} homeHref={staffHome} />}</StaffLayout>
    );
  }
  // "Page not found" in a remote offers the way back: the person's home, or sign-in without a session.
  const home = party ? homePath(customerCode, locationCode, party) : loginPath(customerCode, locationCode);
  const area = <RemoteArea name={remoteForPath(rest)} load={load} homeHref={home} />;
  return access === 'applicant' ? <ApplicantLayout load={load}>{area}</ApplicantLayout> : area;
}
