import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import {
  LoadingBar,
  ModalProvider,
  PageLayout,
  ThemeStyles,
  createAppStore,
  getSession,
} from '@attest/shared-ui';
import { NoCustomerPage } from '../guest/no-customer/NoCustomerPage';
import { ShellStyles } from '../layout/ShellStyles';
import type { RemoteLoader } from '../remotes/RemoteArea';
import { CustomerScope } from '../routing/CustomerScope';
import { DEFAULT_LOCATION_CODE, portalPath } from '../routing/route-rules';
import { prepareFullArea } from './full-start';

/** The one store every remote renders inside, made when the portal is first entered. */
const store = createAppStore();

/** `/` with a session goes to that session's portal; without one there is no customer to show. */
function RootPage() {
  const session = getSession();
  if (session.accessToken && session.customerCode) {
    return (
      <Navigate
        to={portalPath(session.customerCode, session.locationCode ?? DEFAULT_LOCATION_CODE)}
        replace
      />
    );
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

/**
 * Every page but sign-in (routing/AppRoutes.tsx loads this module lazily): the shared-ui singleton, the
 * store, dialogs, the remotes, the staff navigation.
 */
export default function FullArea({ load }: { load?: RemoteLoader }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void prepareFullArea().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return (
    <Provider store={store}>
      <ThemeStyles />
      <ShellStyles />
      {/* Toasts come from App, above this area and the sign-in page. */}
      <ModalProvider>
        {ready ? (
          <Routes>
            <Route path="/" element={<RootPage />} />
            <Route path=":customerCode" element={<DefaultLocation />} />
            <Route path=":customerCode/:locationCode/*" element={<CustomerScope load={load} />} />
          </Routes>
        ) : (
          <LoadingBar active />
        )}
      </ModalProvider>
    </Provider>
  );
}
