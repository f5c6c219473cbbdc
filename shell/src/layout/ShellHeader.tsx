import { Link } from 'react-router-dom';
import { getSession } from '@attest/shared-ui';
import { usePortal } from '../portal/PortalContext';
import { activeParty } from '../routing/session-access';
import { homePath, portalPath } from '../routing/route-rules';
import { CustomerSwitcher } from './CustomerSwitcher';
import { LocationSwitcher } from './LocationSwitcher';
import { LogoutButton } from './LogoutButton';
import { PersonLink } from './PersonLink';

/** Customer name (leading to the person's home), location switcher and who is signed in; it never depends on a remote. */
export function ShellHeader() {
  const { customerCode, locationCode, customer } = usePortal();
  const party = activeParty(getSession(), customerCode);
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
            <PersonLink party={party} />
            <LogoutButton customerCode={customerCode} locationCode={locationCode} staff={party === 'staff'} />
          </>
        ) : null}
      </div>
    </div>
  );
}
