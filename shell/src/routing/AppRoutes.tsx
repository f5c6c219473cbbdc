import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { PageLayout, getSession } from '@attest/shared-ui';
import { NoCustomerPage } from '../guest/no-customer/NoCustomerPage';
import type { RemoteLoader } from '../remotes/RemoteArea';
import { CustomerScope } from './CustomerScope';
import { DEFAULT_LOCATION_CODE, portalPath } from './route-rules';

/** `/` with a session goes to that session's portal; without one there is no customer to show. */
function RootPage() {
  const session = getSession();
  if (session.accessToken && session.customerCode) {
    return <Navigate to={portalPath(session.customerCode, session.locationCode ?? DEFAULT_LOCATION_CODE)} replace />;
  }
  return (
    <PageLayout>
      <NoCustomerPage />
    </PageLayout>
  );
}

/** `/{customerCode}` → `/{customerCode}/hq/`. */
function DefaultLocation() {
  const { customerCode = '' } = useParams();
  return <Navigate to={portalPath(customerCode, DEFAULT_LOCATION_CODE)} replace />;
}

export function AppRoutes({ load }: { load?: RemoteLoader }) {
  return (
    <Routes>
      <Route path="/" element={<RootPage />} />
      <Route path=":customerCode" element={<DefaultLocation />} />
      <Route path=":customerCode/:locationCode/*" element={<CustomerScope load={load} />} />
    </Routes>
  );
}
