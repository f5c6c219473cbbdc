import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { LoginPage } from '../guest/login/LoginPage';
import { ShellStyles } from '../layout/ShellStyles';
import {
  ErrorPanel,
  LoadingBar,
  PageLayout,
  ThemeStyles,
  getSession,
  setCustomerContext,
  useT,
} from '../light/ui';
import { PortalContext, type Portal } from '../portal/PortalContext';
import { customerRedirect } from '../routing/customer-redirect';
import { GuestHeader } from './GuestHeader';
import { useLoginPortal } from './useLoginPortal';

/**
 * `/{customerCode}/{locationCode}/login`, the first page most people load: the sign-in form with only what
 * it needs (no store, no remotes, no shared-ui barrel). Everything else is the portal (full/FullArea.tsx),
 * loaded when the person leaves this page. Same customer rules as CustomerScope: an unknown customer goes
 * to no-customer, an unknown location to hq.
 */
export function LoginArea() {
  const { t } = useT();
  const params = useParams();
  const location = useLocation();
  const customerCode = params.customerCode ?? '';
  const locationCode = params.locationCode ?? '';
  const lookup = useLoginPortal(customerCode, locationCode);
  const customer = lookup.status === 'found' ? lookup.customer : null;

  useEffect(() => {
    const session = getSession();
    const sessionOfOtherCustomer =
      session.accessToken !== null && session.customerCode?.toLowerCase() !== customerCode.toLowerCase();
    if (customer && !sessionOfOtherCustomer) {
      setCustomerContext(customerCode, locationCode, customer.customer_id);
    }
  }, [customer, customerCode, locationCode]);

  const redirect = customerRedirect(lookup, customerCode, locationCode, 'login', location.search);
  if (redirect) {
    return <Navigate to={redirect} replace />;
  }
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
    body = <LoginPage />;
  }
  const portal: Portal = { customerCode, locationCode, customer };
  return (
    <PortalContext.Provider value={portal}>
      <ThemeStyles />
      <ShellStyles />
      <PageLayout header={<GuestHeader />}>{body}</PageLayout>
    </PortalContext.Provider>
  );
}
