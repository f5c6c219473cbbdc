import { useCallback } from 'react';
import type { ApplicationStatus } from '@attest/contracts';
import { getSession } from '@attest/shared-ui';
import { useSaveApplicationStatusMutation } from './wizard-api';

/**
 * PUT /api/v1/applicants/application-status. The body carries the caller's own session token (the
 * server checks it); it is read from the shared session at the moment of the call and never logged.
 */
export function useSaveApplicationStatus(): (status: ApplicationStatus) => Promise<void> {
  const [save] = useSaveApplicationStatusMutation();
  return useCallback(
    async (status: ApplicationStatus) => {
      const { applicantId, accessToken } = getSession();
      if (!applicantId || !accessToken) {
        throw new Error('No applicant session');
      }
      await save({ applicant_id: Number(applicantId), session_token: accessToken, current_application_status: status }).unwrap();
    },
    [save],
  );
}
