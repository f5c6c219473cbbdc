import { useMemo } from 'react';
import { PORTAL_FLAGS, useCustomerConfig, useGetApplicantQuery, useT } from '@attest/shared-ui';
import { useWizardProgress } from '../../application/wizard/useWizardProgress';
import { useListSignatureRequestsQuery } from '../../documents/api/documents-api';
import { useApplicantIds } from '../../session/useApplicantIds';
import { useGetI9StatusQuery } from '../api/i9-status-api';
import { homeTasks, type ApplicationProgress, type HomeTask } from '../home-tasks';

export interface HomeTasksState {
  /** False until every source has answered (or failed). */
  ready: boolean;
  open: HomeTask[];
  done: HomeTask[];
  /** Some source failed: its tasks are missing. */
  incomplete: boolean;
  retry: () => void;
}

/**
 * Home's task list from what the applicant has to do: the online application (status and sections), the
 * signature requests to sign (with their expiration as the due date) and, when the customer runs the
 * I-9 in the portal, Section 1 (read-only status, with its due date).
 */
export function useHomeTasks(): HomeTasksState {
  const { t } = useT();
  const ids = useApplicantIds();
  const config = useCustomerConfig();
  const i9On = config.ready && config.isOn(PORTAL_FLAGS.i9);
  const progress = useWizardProgress();
  const documents = useListSignatureRequestsQuery(undefined, { refetchOnMountOrArgChange: true });
  const i9 = useGetI9StatusQuery(undefined, { skip: !i9On, refetchOnMountOrArgChange: true });
  const applicant = useGetApplicantQuery(ids ?? { customerId: '', applicantId: '' }, { skip: !ids });
  const timeZone = typeof applicant.data?.time_zone === 'string' ? applicant.data.time_zone : null;

  const application = useMemo((): ApplicationProgress | null => {
    if (progress.state !== 'ready') {
      return null;
    }
    const step = progress.sections.findIndex((s) => s.status === progress.resume.status) + 1;
    return { status: progress.status, resume: progress.resume, step, steps: progress.sections.length };
  }, [progress]);

  const settled = (q: { isSuccess: boolean; isError: boolean }) => q.isSuccess || q.isError;
  const ready = progress.state !== 'loading' && settled(documents) && config.ready && (!i9On || settled(i9));
  const { open, done } = useMemo(
    () => homeTasks(t, { application, documents: documents.data ?? null, i9: i9On ? (i9.data ?? null) : null, timeZone, now: new Date() }),
    [t, application, documents.data, i9On, i9.data, timeZone],
  );
  return {
    ready,
    open,
    done,
    incomplete: progress.state === 'error' || documents.isError || (i9On && i9.isError),
    retry: () => {
      if (progress.state === 'error') {
        progress.retry();
      }
      void documents.refetch();
      if (i9On) {
        void i9.refetch();
      }
    },
  };
}
