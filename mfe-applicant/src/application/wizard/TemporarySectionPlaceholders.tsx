// TEMPORARY: stand-ins for sections whose folders (mfe-applicant/src/application/<segment>/index.ts) are not
// there yet; section-registry.tsx imports the real components once they exist. Delete this file then.
import { Button, Card, useT } from '@attest/shared-ui';
import type { WizardStepProps } from './wizard-step-props';

function placeholder(titleKey: string, title: string) {
  function TemporarySectionPlaceholder({ onSaved }: WizardStepProps) {
    const { t } = useT();
    return (
      <Card title={t(titleKey, title)}>
        <p>{t('section_not_available', 'This section is not available yet.')}</p>
        {onSaved ? <Button onClick={onSaved}>{t('continue', 'Continue')}</Button> : null}
      </Card>
    );
  }
  return TemporarySectionPlaceholder;
}

export const JobPreferencesStep = placeholder('job_preferences', 'Job Preferences');
export const EducationStep = placeholder('education_history', 'Education History');
export const WorkHistoryStep = placeholder('work_history', 'Work History');
export const SkillsChecklistsStep = placeholder('skills_checklists', 'Skills Checklists');
export const TaxCreditStep = placeholder('tax_credit_screening', 'Tax Credit Screening');
export const PrescreenStep = placeholder('prescreen_questions', 'Prescreen Questions');
export const ApplicationCompleteStep = placeholder('complete', 'Complete');
