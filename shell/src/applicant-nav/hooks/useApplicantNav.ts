import { useMemo } from 'react';
import { applicantNavEntriesOf, type ApplicantNavEntry } from '@attest/shared-ui';
import { useNavRemotes } from '../../nav/useNavRemotes';
import type { RemoteLoader } from '../../remotes/RemoteArea';
import { APPLICANT_REMOTES } from '../../remotes/remote-names';

export interface ApplicantRemotes {
  /** Every applicant nav entry of the remotes loaded so far, in order (not yet filtered by configuration). */
  entries: ApplicantNavEntry[];
  settled: boolean;
}

/**
 * The applicant remotes' navigation entries (see nav/useNavRemotes.ts), loaded when an applicant page is
 * shown (the federation runtime keeps a loaded remote, so moving between pages loads nothing again).
 */
export function useApplicantNav(load: RemoteLoader): ApplicantRemotes {
  const { loaded, settled } = useNavRemotes(load, APPLICANT_REMOTES, true);
  return useMemo(() => ({ entries: applicantNavEntriesOf(loaded), settled }), [loaded, settled]);
}
