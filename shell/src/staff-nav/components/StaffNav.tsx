import { allowedNavEntries, usePermissionCheck, useT } from '@attest/shared-ui';
import { NavMenu } from '../../nav/NavMenu';
import { usePortal } from '../../portal/PortalContext';
import { portalPath } from '../../routing/route-rules';
import { useStaffNav } from '../hooks/useStaffNav';

/**
 * The staff side navigation: the entries the staff remotes contribute, only those the user may open.
 * A list beside the page on wide screens; a Menu button that opens it on phones (nav/NavMenu.tsx).
 */
export function StaffNav() {
  const { t } = useT();
  const { customerCode, locationCode } = usePortal();
  const { entries } = useStaffNav();
  const can = usePermissionCheck();

  const allowed = allowedNavEntries(entries, can);
  if (allowed.length === 0) {
    return null;
  }
  return (
    <NavMenu
      variant="side"
      label={t('staff_navigation', 'Staff navigation')}
      entries={allowed.map((entry) => ({
        href: portalPath(customerCode, locationCode, entry.path),
        label: t(entry.labelKey, entry.label),
        icon: entry.icon,
      }))}
    />
  );
}
