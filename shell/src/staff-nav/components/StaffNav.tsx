import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Button, allowedNavEntries, usePermissionCheck, useT } from '@attest/shared-ui';
import { usePortal } from '../../portal/PortalContext';
import { portalPath } from '../../routing/route-rules';
import { useStaffNav } from '../hooks/useStaffNav';

/**
 * The staff side navigation: the entries the staff remotes contribute, only those the user may open.
 * A list beside the page on wide screens; a Menu button that opens it on phones.
 */
export function StaffNav() {
  const { t } = useT();
  const { customerCode, locationCode } = usePortal();
  const { entries } = useStaffNav();
  const can = usePermissionCheck();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  const allowed = allowedNavEntries(entries, can);
  if (allowed.length === 0) {
    return null;
  }
  return (
    <nav className="shell-staff-nav" aria-label={t('staff_navigation', 'Staff navigation')}>
      <Button
        variant="secondary"
        className="shell-staff-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('menu', 'Menu')}
      </Button>
      <ul id={listId} className={open ? 'shell-staff-nav__list is-open' : 'shell-staff-nav__list'}>
        {allowed.map((entry) => (
          <li key={entry.path}>
            <NavLink to={portalPath(customerCode, locationCode, entry.path)}>{t(entry.labelKey, entry.label)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
