import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { ErrorPanel, LoadingBar, PageLayout, getSession, setCustomerContext, useT } from '@attest/shared-ui';
import { ShellHeader } from '../layout/ShellHeader';
import { PortalContext, type Portal } from '../portal/PortalContext';
import type { RemoteLoader } from '../remotes/RemoteArea';
import { customerRedirect } from './customer-redirect';
import { PortalRoutes } from './PortalRoutes';
import { useCustomerLookup } from './useCustomerLookup';

function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true; // a cross-origin parent cannot be read: framed
  }
}

/** `/{customerCode}/{locationCode}/*`: resolves the customer, fixes unknown customers/locations, lays out the portal. */
export function CustomerScope({ load }: { load?: RemoteLoader }) {
  const { t } = useT();
  const params = useParams();
  const location = useLocation();
  const customerCode = params.customerCode ?? '';
  const locationCode = params.locationCode ?? '';
  const rest = params['*'] ?? '';
  const lookup = useCustomerLookup(customerCode);
  const customer = lookup.status === 'found' ? lookup.customer : null;

  useEffect(() => {
    const session = getSession();
    const sessionOfOtherCustomer =
      session.accessToken !== null && session.customerCode?.toLowerCase() !== customerCode.toLowerCase();
    if (customer && !sessionOfOtherCustomer) {
      // Remembered for the API headers and pages that need the customer before login. Never over another
      // customer's session: that would make its token look like a session of this customer.
      setCustomerContext(customerCode, locationCode, customer.customer_id);
    }
  }, [customer, customerCode, locationCode]);

  const redirect = customerRedirect(lookup, customerCode, locationCode, rest, location.search);
  if (redirect) {
    return <Navigate to={redirect} replace />;
  }
  const portal: Portal = { customerCode, locationCode, customer };
  let body;
  if (lookup.status === 'loading') {
    body = <LoadingBar active />;
  } else if (lookup.status === 'error') {
    body = (
      <ErrorPanel
        title={t('portal_unavailable', 'The portal could not be loaded')}
        message={t(lookup.messageKey, 'Please check your connection and try again.')}
        onRetry={lookup.retry}
      />
    );
  } else {
    body = <PortalRoutes load={load} />;
  }
  // The signing page inside the documents page's frame shows no second header (the portal around it has one).
  const bare = rest.startsWith('esign/') && isFramed();
  return (
    <PortalContext.Provider value={portal}>
      {bare ? <main className="shell-bare">{body}</main> : <PageLayout header={<ShellHeader />}>{body}</PageLayout>}
    </PortalContext.Provider>
  );
}
