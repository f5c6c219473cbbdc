import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ModalProvider, ROUTER_FUTURE, ThemeStyles, ToastProvider, type AppStore } from '@attest/shared-ui';
import { ShellStyles } from './layout/ShellStyles';
import { AppRoutes } from './routing/AppRoutes';

/** The one store, router and providers every remote renders inside. */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <ThemeStyles />
      <ShellStyles />
      <ToastProvider>
        <ModalProvider>
          <BrowserRouter future={ROUTER_FUTURE}>
            <AppRoutes />
          </BrowserRouter>
        </ModalProvider>
      </ToastProvider>
    </Provider>
  );
}
