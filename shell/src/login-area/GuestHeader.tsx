import { Link } from 'react-router-dom';
import { LocationSwitcher } from '../layout/LocationSwitcher';
import { usePortal } from '../portal/PortalContext';
import { portalPath } from '../routing/route-rules';

/** The sign-in page's header: the customer's name and its locations (the signed-in tools come with the portal). */
export function GuestHeader() {
  const { customerCode, locationCode, customer } = usePortal();
  return (
    <div className="shell-header">
      <Link className="shell-brand" to={portalPath(customerCode, locationCode, 'login')}>
        {customer?.name ?? 'Attest'}
      </Link>
      <div className="shell-header__tools">
        {customer ? <LocationSwitcher locations={customer.locations} locationCode={locationCode} /> : null}
      </div>
    </div>
  );
}
