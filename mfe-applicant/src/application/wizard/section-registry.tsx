import type { ComponentType } from 'react';
import type { ApplicationStatus } from '@attest/contracts';
import { BasicInfoStep } from '../basic-info';
import { TaxExemptionsStep } from '../tax-exemptions';
import { JobPreferencesStep } from '../job-preferences';
import { EducationStep } from '../education';
import { WorkHistoryStep } from '../work-history';
import { SkillsChecklistsStep } from '../skills-checklists';
import { TaxCreditStep } from '../tax-credit';
import { PrescreenStep } from '../prescreen';
import { ApplicationCompleteStep } from '../complete';
import type { WizardStepProps } from './wizard-step-props';

/** The component of each wizard section (SIGNUP is not a screen). */
export const SECTION_COMPONENTS: Record<Exclude<ApplicationStatus, 'SIGNUP'>, ComponentType<WizardStepProps>> = {
  BASICINFO: BasicInfoStep,
  TAXEXEMPT: TaxExemptionsStep,
  JOBPREFS: JobPreferencesStep,
  EDUHIST: EducationStep,
  WORKHIST: WorkHistoryStep,
  SKILLCHECKLIST: SkillsChecklistsStep,
  TAXCREDIT: TaxCreditStep,
  PRESCREEN: PrescreenStep,
  COMPLETE: ApplicationCompleteStep,
};

/** The component of a wizard section's status (SIGNUP shows basic info, the first section). */
export function sectionComponent(status: ApplicationStatus): ComponentType<WizardStepProps> {
  return status === 'SIGNUP' ? SECTION_COMPONENTS.BASICINFO : SECTION_COMPONENTS[status];
}
