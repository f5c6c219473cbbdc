import { Navigate } from 'react-router-dom';
import { ErrorPanel, LoadingBar, NoAccessPanel, allowedNavEntries, usePermissionCheck, useStaffAccess, useT } from '@attest/shared-ui';
import { usePortal } from '../../portal/PortalContext';
import { portalPath } from '../../routing/route-rules';
import { useStaffNav } from '../hooks/useStaffNav';

/**
 * `/{c}/{l}/admin`, where staff land after login: sends them on to the first navigation entry they may
 * open, once their permissions and every staff remote's entries are known.
 */
export function StaffHome() {
  const { t } = useT();
  const { customerCode, locationCode } = usePortal();
  const { entries, settled, failed, retry } = useStaffNav();
  const access = useStaffAccess();
  const can = usePermissionCheck();

  if (access.isError) {
    return <ErrorPanel title={t('access_unavailable', 'Your permissions could not be loaded')} onRetry={access.refetch} />;
  }
  if (access.isLoading || !settled) {
    return <LoadingBar active />;
  }
  const [first] = allowedNavEntries(entries, can);
  if (first) {
    return <Navigate to={portalPath(customerCode, locationCode, first.path)} replace />;
  }
  if (failed.length > 0) {
    // Nothing to open may only mean the remotes that would offer it did not load.
    return (
      <ErrorPanel
        title={t('remote_unavailable', 'This part of the portal could not be loaded')}
        message={t('remote_unavailable_detail', 'Please try again. The rest of the portal keeps working.')}
        onRetry={retry}
      />
    );
  }
  return <NoAccessPanel />;
}
