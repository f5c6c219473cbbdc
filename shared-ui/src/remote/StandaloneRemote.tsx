import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { HashRouter, Link, Route, Routes, useNavigate } from 'react-router-dom';
import { createAppStore } from '../api/store';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { ModalProvider } from '../components/ModalProvider';
import { NotFoundPage } from '../components/NotFoundPage';
import { PageLayout } from '../components/PageLayout';
import { TextField } from '../components/TextField';
import { ToastProvider } from '../components/ToastProvider';
import { initI18n } from '../i18n/initI18n';
import { ThemeStyles } from '../styles/ThemeStyles';
import { remoteRouteElement } from './remote-route-element';
import type { RemoteRoutes } from './remote-routes';
import { ROUTER_FUTURE } from './router-future';

/**
 * Development harness: runs one remote on its own (own store, router, theme) from its standalone
 * index.html under /remotes/<name>/. A hash router, so deep links work on a plain static server:
 * /remotes/applicant/#/acme/hq/my-profile. Sign in through the shell in the same tab first; the session
 * lives in sessionStorage of the origin. Routes that name a permission are guarded as in the shell.
 */
function RemoteFrame({ remoteRoutes }: { remoteRoutes: RemoteRoutes }) {
  return (
    <PageLayout header={<strong>Attest · {remoteRoutes.remote} (standalone)</strong>}>
      <Routes>
        {remoteRoutes.routes.map((route) => (
          <Route key={route.path} path={route.path} element={remoteRouteElement(route, '/')} />
        ))}
        <Route path="*" element={<NotFoundPage homeHref="/" />} />
      </Routes>
    </PageLayout>
  );
}

function RouteIndex({ remoteRoutes }: { remoteRoutes: RemoteRoutes }) {
  const navigate = useNavigate();
  const [customerCode, setCustomerCode] = useState('demo');
  const [locationCode, setLocationCode] = useState('hq');
  const links = remoteRoutes.routes.filter((r) => !r.path.includes(':') && !r.path.includes('*'));
  return (
    <PageLayout title={`${remoteRoutes.remote} — standalone`}>
      <Card title="Portal">
        <TextField label="Customer code" value={customerCode} onChange={(e) => setCustomerCode(e.target.value)} />
        <TextField label="Location code" value={locationCode} onChange={(e) => setLocationCode(e.target.value)} />
        <ul>
          {links.map((r) => (
            <li key={r.path}>
              <Link to={`/${customerCode}/${locationCode}/${r.path}`}>{r.path}</Link>
            </li>
          ))}
        </ul>
        <Button variant="secondary" onClick={() => navigate(`/${customerCode}/${locationCode}/${links[0]?.path ?? ''}`)}>
          Open the first screen
        </Button>
      </Card>
    </PageLayout>
  );
}

/** Mounts a remote's routes into #root of its standalone index.html. */
export async function renderStandaloneRemote(remoteRoutes: RemoteRoutes): Promise<void> {
  const [customerCode, locationCode] = window.location.hash.replace(/^#\/?/, '').split('/');
  if (customerCode) {
    await initI18n({ customerCode, locationCode: locationCode || 'hq' });
  }
  const store = createAppStore();
  const container = document.getElementById('root');
  if (!container) {
    throw new Error('#root is missing from index.html');
  }
  createRoot(container).render(
    <Provider store={store}>
      <ThemeStyles />
      <ToastProvider>
        <ModalProvider>
          <HashRouter future={ROUTER_FUTURE}>
            <Routes>
              <Route path=":customerCode/:locationCode/*" element={<RemoteFrame remoteRoutes={remoteRoutes} />} />
              <Route path="*" element={<RouteIndex remoteRoutes={remoteRoutes} />} />
            </Routes>
          </HashRouter>
        </ModalProvider>
      </ToastProvider>
    </Provider>,
  );
}
