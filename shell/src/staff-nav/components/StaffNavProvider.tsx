import type { ReactNode } from 'react';
import { getSession } from '@attest/shared-ui';
import { usePortal } from '../../portal/PortalContext';
import type { RemoteLoader } from '../../remotes/RemoteArea';
import { loadRemoteRoutes } from '../../remotes/remote-registry';
import { activeParty } from '../../routing/session-access';
import { StaffNavContext } from '../hooks/useStaffNav';
import { useStaffRemotes } from '../hooks/useStaffRemotes';

/** Loads the staff remotes' navigation entries once per portal, for a staff session only. */
export function StaffNavProvider({ load = loadRemoteRoutes, children }: { load?: RemoteLoader; children: ReactNode }) {
  const { customerCode } = usePortal();
  const staff = activeParty(getSession(), customerCode) === 'staff';
  const remotes = useStaffRemotes(load, staff);
  return <StaffNavContext.Provider value={remotes}>{children}</StaffNavContext.Provider>;
}
