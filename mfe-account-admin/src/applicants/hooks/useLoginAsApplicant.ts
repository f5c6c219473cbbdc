import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { useToast, useT } from '@attest/shared-ui';
import { createApplicantLoginToken } from '../api/applicants-api';

/**
 * "Log in as applicant": asks for a single-use token and opens the applicant portal with it in a new tab.
 * The tab is opened before the request, inside the click, so popup blockers let it through.
 */
export function useLoginAsApplicant(): (applicantId: number | string) => Promise<void> {
  const { customerCode = '', locationCode = 'hq' } = useParams();
  const toast = useToast();
  const { t } = useT();
  return useCallback(
    async (applicantId: number | string) => {
      const tab = window.open('about:blank', '_blank');
      try {
        const { value } = await createApplicantLoginToken(applicantId);
        const url = `/${encodeURIComponent(customerCode)}/${encodeURIComponent(locationCode)}/user-applicant-login?token=${encodeURIComponent(value)}`;
        if (tab) {
          tab.location.href = url;
        } else {
          window.open(url, '_blank');
        }
      } catch {
        tab?.close();
        toast.danger(t('login_as_applicant_failed', 'Could not log in as this applicant.'));
      }
    },
    [customerCode, locationCode, toast, t],
  );
}
