import { createRoot } from 'react-dom/client';
import { PageLayout, ThemeStyles, getSession, initI18n } from '@attest/shared-ui';
import { AccountAdminStyles } from '../applicants/components/AccountAdminStyles';
import { RecruiterTab } from './RecruiterTab';

/**
 * /recruiter-tab: the page the ATS embeds. The customer comes from `?customer=` (else the stored session);
 * staff sign in inside the tab (its session is this frame's own).
 */
async function start(): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const customerCode = params.get('customer') ?? getSession().customerCode;
  const locationCode = params.get('location') ?? 'hq';
  if (customerCode) {
    await initI18n({ customerCode, locationCode });
  }
  const container = document.getElementById('root');
  if (!container) {
    throw new Error('#root is missing from recruiter-tab.html');
  }
  createRoot(container).render(
    <>
      <ThemeStyles />
      <AccountAdminStyles />
      <PageLayout>
        <RecruiterTab customerCode={customerCode} />
      </PageLayout>
    </>,
  );
}

void start();
