import { TEMPLATE_TYPE, type WizardSectionSwitches } from '@attest/contracts';
import { useCustomerConfig } from '@attest/shared-ui';
import { useListApplicantFormsQuery } from '../../forms/api/forms-list-api';
import { useGetWizardSkillChecklistsQuery, useGetWizardWotcStatusQuery } from './wizard-api';

export interface WizardSwitchesState {
  /** False until every source has answered (a failed source switches its section off). */
  ready: boolean;
  switches: WizardSectionSwitches;
}

/**
 * Which optional sections this applicant sees:
 * - taxExemptions: config enable_presceening_tax_exemptions;
 * - jobPreferences: unless config disable_job_preferences;
 * - skillsChecklists: any checklist assigned (GET /api/v1/ApplicantSkillChecklist);
 * - taxCredit: GET /api/v1/wotc/status answers enabled: true;
 * - prescreen: the applicant's form list holds a prescreen template (template_type_id PRE_SCREEN, 11).
 */
export function useWizardSwitches(): WizardSwitchesState {
  const config = useCustomerConfig();
  const checklists = useGetWizardSkillChecklistsQuery();
  const wotc = useGetWizardWotcStatusQuery();
  const forms = useListApplicantFormsQuery();
  const settled = (q: { isSuccess: boolean; isError: boolean }) => q.isSuccess || q.isError;
  return {
    ready: config.ready && settled(checklists) && settled(wotc) && settled(forms),
    switches: {
      taxExemptions: config.isOn('enable_presceening_tax_exemptions'),
      jobPreferences: !config.isOn('disable_job_preferences'),
      skillsChecklists: (checklists.data?.length ?? 0) > 0,
      taxCredit: wotc.data?.enabled === true,
      prescreen: (forms.data ?? []).some((form) => form.template_type_id === TEMPLATE_TYPE.PRE_SCREEN),
    },
  };
}
