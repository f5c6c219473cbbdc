import type { ReactNode } from 'react';
import { StaffViewingBanner } from '@attest/shared-ui';
import { usePortal } from '../../portal/PortalContext';
import type { RemoteLoader } from '../../remotes/RemoteArea';
import { ApplicantNav } from './ApplicantNav';

/** An applicant page: the navigation row (a menu on phones) above the page. */
export function ApplicantLayout({ load, children }: { load?: RemoteLoader; children: ReactNode }) {
  const { customerCode, locationCode } = usePortal();
  return (
    <div className="shell-applicant">
      <StaffViewingBanner staffPath={`/${encodeURIComponent(customerCode)}/${encodeURIComponent(locationCode)}/admin/applicants`} />
      <ApplicantNav load={load} />
      <div className="shell-applicant__content">{children}</div>
    </div>
  );
}
