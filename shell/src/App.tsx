import { BrowserRouter } from 'react-router-dom';
import { ROUTER_FUTURE, ToastProvider } from './light/ui';
import { AppRoutes } from './routing/AppRoutes';

/**
 * The router around the two areas: the sign-in page (light) and the portal, whose store and providers
 * every remote renders inside (full/FullArea.tsx). Toasts sit above both, so a message survives the move
 * from one to the other (e.g. "Your password is set. Sign in ..." shown on the sign-in page).
 */
export function App() {
  return (
    <ToastProvider>
      <BrowserRouter future={ROUTER_FUTURE}>
        <AppRoutes />
      </BrowserRouter>
    </ToastProvider>
  );
}
