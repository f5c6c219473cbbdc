import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createAppStore, initI18n, ModalProvider, PageLayout, ThemeStyles, ToastProvider } from '@attest/shared-ui';
import { AccountAdminStyles } from '../applicants/components/AccountAdminStyles';
import { RecruiterTab } from './RecruiterTab';

/**
 * /recruiter-tab?customer=&launch=: the page the ATS frames. The customer comes from the address; the tab
 * signs in by exchanging the launch token (never a password typed in the frame).
 */
async function start(): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const customerCode = params.get('customer');
  const locationCode = params.get('location') ?? 'hq';
  if (customerCode) {
    await initI18n({ customerCode, locationCode });
  }
  const container = document.getElementById('root');
  if (!container) {
    throw new Error('#root is missing from recruiter-tab.html');
  }
  createRoot(container).render(
    <Provider store={createAppStore()}>
      <ThemeStyles />
      <AccountAdminStyles />
      <ToastProvider>
        <ModalProvider>
          <PageLayout>
            <RecruiterTab customerCode={customerCode} />
          </PageLayout>
        </ModalProvider>
      </ToastProvider>
    </Provider>,
  );
}

void start();
