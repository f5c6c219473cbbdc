import { lazy, Suspense, type ReactNode } from 'react';
import { ErrorPanel } from '../components/ErrorPanel';
import { LoadingBar } from '../components/LoadingBar';
import { useT } from '../i18n/useT';
import type { RemoteRoute } from '../remote/remote-routes';
import { getSession } from '../session/session';
import { useGetTermsStatusQuery } from './terms-api';

// The step itself is loaded only for the few applicants who meet it (the route table stays small). One lazy
// component for the module: a new one per render would remount the step and lose what it shows.
const TermsStep = lazy(() => import('./TermsStep').then((m) => ({ default: m.TermsStep })));

/**
 * Every signed-in applicant page of every remote sits behind this gate (`gatedByTerms` in each remote's route table;
 * the shell's every-staff-page spec checks none is left out): until the applicant has accepted the terms of service in
 * force, the page is replaced by the terms step; once accepted, the page shows as asked. Applicants created by staff
 * (bulk upload, recruiter tab, ATS) meet it on their first visit, and everyone meets it again when a new version
 * ships (decision 0025).
 */
export function TermsGate({ children }: { children: ReactNode }) {
  const { t } = useT();
  const { customerId, applicantId } = getSession();
  const ids = customerId && applicantId ? { customerId, applicantId } : null;
  const status = useGetTermsStatusQuery(ids?.applicantId ?? '', { skip: !ids });
  if (!ids) {
    // The shell mounts applicant pages only with a session; a page without one says so itself.
    return <>{children}</>;
  }
  if (status.data?.accepted_current) {
    return <>{children}</>;
  }
  if (status.isError) {
    return <ErrorPanel title={t('terms_unavailable', 'This page could not be loaded')} onRetry={() => void status.refetch()} />;
  }
  if (!status.data) {
    return <LoadingBar active />;
  }
  return (
    <Suspense fallback={<LoadingBar active />}>
      <TermsStep applicantId={ids.applicantId} />
    </Suspense>
  );
}

/** The routes, each behind the terms gate (a remote's signed-in applicant pages). */
export const gatedByTerms = (routes: RemoteRoute[]): RemoteRoute[] => routes.map((r) => ({ ...r, element: <TermsGate>{r.element}</TermsGate> }));
