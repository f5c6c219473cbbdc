import { useMemo } from 'react';
import {
  resumeSection, wizardSections, type ApplicationStatus, type WizardSection,
} from '@attest/contracts';
import { isApiError } from '@attest/shared-ui';
import { useGetApplicationStatusQuery } from './wizard-api';
import { useWizardSwitches } from './useWizardSwitches';

export type WizardProgress =
  | { state: 'loading' }
  | { state: 'error'; retry: () => void }
  | {
      state: 'ready';
      sections: WizardSection[];
      /** The stored current_application_status (SIGNUP when none is stored yet). */
      status: ApplicationStatus;
      /** Where the applicant resumes; nothing after it can be opened yet. */
      resume: WizardSection;
    };

/** The applicant's sections, stored status and resume section, once all of them are known. */
export function useWizardProgress(): WizardProgress {
  const { ready, switches } = useWizardSwitches();
  const statusQuery = useGetApplicationStatusQuery();
  // No status record yet (404) is the same as SIGNUP: the applicant starts at the first section.
  const missing = statusQuery.isError && isApiError(statusQuery.error) && statusQuery.error.httpStatusCode === 404;
  const status: ApplicationStatus = statusQuery.data?.status ?? 'SIGNUP';
  const { taxExemptions, jobPreferences, skillsChecklists, taxCredit, prescreen } = switches;
  const sections = useMemo(
    () => wizardSections({ taxExemptions, jobPreferences, skillsChecklists, taxCredit, prescreen }),
    [taxExemptions, jobPreferences, skillsChecklists, taxCredit, prescreen],
  );

  if (statusQuery.isError && !missing) {
    return { state: 'error', retry: () => void statusQuery.refetch() };
  }
  if (!ready || (!statusQuery.isSuccess && !missing)) {
    return { state: 'loading' };
  }
  return { state: 'ready', sections, status, resume: resumeSection(status, sections) };
}
