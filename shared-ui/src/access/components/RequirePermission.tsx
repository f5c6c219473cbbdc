import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { Permission } from '@attest/contracts';
import { ErrorPanel } from '../../components/ErrorPanel';
import { LoadingBar } from '../../components/LoadingBar';
import { useT } from '../../i18n/useT';
import { useStaffAccess } from '../hooks/useStaffAccess';
import { hasPermission } from '../permission-check';
import { NoAccessPanel } from './NoAccessPanel';

export interface RequirePermissionProps {
  permission: Permission;
  children: ReactNode;
  /** The staff home for the panel's link; `/{customerCode}/{locationCode}/admin` of the URL by default. */
  homeHref?: string;
}

/** Default staff home: the shell sends `admin` on to the first page the user may open. */
function useDefaultHome(): string | undefined {
  const { customerCode, locationCode } = useParams();
  return customerCode && locationCode
    ? `/${encodeURIComponent(customerCode)}/${encodeURIComponent(locationCode)}/admin`
    : undefined;
}

/**
 * Renders its children only for a staff user who holds `permission`; otherwise a "You don't have access"
 * panel with a link back to the staff home. Hides only: the server refuses the calls anyway.
 */
export function RequirePermission({ permission, children, homeHref }: RequirePermissionProps) {
  const { t } = useT();
  const { access, isLoading, isError, refetch } = useStaffAccess();
  const defaultHome = useDefaultHome();
  if (isLoading) {
    return <LoadingBar active />;
  }
  if (isError) {
    return <ErrorPanel title={t('access_unavailable', 'Your permissions could not be loaded')} onRetry={refetch} />;
  }
  if (!hasPermission(access, permission)) {
    return <NoAccessPanel homeHref={homeHref ?? defaultHome} />;
  }
  return <>{children}</>;
}
