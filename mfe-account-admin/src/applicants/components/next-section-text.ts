import { nextSectionLabel } from '@attest/contracts';
import type { useT } from '@attest/shared-ui';

/** The spec's "next section shown" (§4) for a status, translated; literal keys so the Spanish coverage test sees them. */
export function nextSectionText(t: ReturnType<typeof useT>['t'], status: string | null | undefined): string {
  switch (nextSectionLabel(status ?? 'SIGNUP').key) {
    case 'basic_info':
      return t('next_section_basic_info', 'Basic Info');
    case 'job_preferences':
      return t('next_section_job_preferences', 'Job Preferences');
    case 'education_history':
      return t('next_section_education_history', 'Education History');
    case 'work_history':
      return t('next_section_work_history', 'Work History');
    default:
      return t('next_section_complete', 'Complete');
  }
}
