import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { getSession, setPrelimInfoDone } from '@attest/shared-ui';
import { useGetPrelimInfoQuery } from './prelim-info-api';

/**
 * Sends an applicant who has not yet saved the preliminary info page there first (once per session: the
 * answer is remembered in the session's prelim-info flag, which logout clears).
 */
export function usePrelimInfoGate(): void {
  const navigate = useNavigate();
  const known = getSession().prelimInfoDone;
  const { data } = useGetPrelimInfoQuery(undefined, { skip: known });
  useEffect(() => {
    if (known || !data) {
      return;
    }
    if (data.prelim_info_complete) {
      setPrelimInfoDone(true);
    } else {
      navigate('../prelim-info', { relative: 'path', replace: true });
    }
  }, [known, data, navigate]);
}
