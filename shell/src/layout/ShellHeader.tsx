import { Link } from 'react-router-dom';
import { getSession, useStaffAccess, useT } from '@attest/shared-ui';
import { usePortal } from '../portal/PortalContext';
import { activeParty } from '../routing/session-access';
import { homePath, portalPath } from '../routing/route-rules';
import { CustomerSwitcher } from './CustomerSwitcher';
import { LocationSwitcher } from './LocationSwitcher';
import { LogoutButton } from './LogoutButton';

/** Customer name, location switcher and who is signed in; it never depends on a remote. */
export function ShellHeader() {
  const { t } = useT();
  const { customerCode, locationCode, customer } = usePortal();
  const party = activeParty(getSession(), customerCode);
  // The staff user's full name from GET /api/v1/users/me; "Staff" until it arrives (or if it fails).
  const { access } = useStaffAccess();
  const who = party === 'staff' ? (access?.full_name ?? t('staff', 'Staff')) : t('applicant', 'Applicant');
  const home = party ? homePath(customerCode, locationCode, party) : portalPath(customerCode, locationCode, 'login');
  return (
    <div className="shell-header">
      <Link className="shell-brand" to={home}>
        {customer?.name ?? 'Attest'}
      </Link>
      <div className="shell-header__tools">
        {party === 'staff' ? <CustomerSwitcher customerCode={customerCode} /> : null}
        {customer ? <LocationSwitcher locations={customer.locations} locationCode={locationCode} /> : null}
        {party ? (
          <>
            {party === 'staff' ? (
              // The name leads to the person's own sign-in security (two-step sign-in).
              <Link
                className="shell-muted"
                data-testid="shell-person"
                to={portalPath(customerCode, locationCode, 'account/security')}
                title={t('your_account_security', 'Your account security')}
                aria-label={t('person_account_security', '{{name}}: your account security', { name: who })}
              >
                {who}
              </Link>
            ) : (
              <span className="shell-muted" data-testid="shell-person">
                {who}
              </span>
            )}
            <LogoutButton customerCode={customerCode} locationCode={locationCode} staff={party === 'staff'} />
          </>
        ) : null}
      </div>
    </div>
  );
}
