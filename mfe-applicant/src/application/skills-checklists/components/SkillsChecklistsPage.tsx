import { ErrorPanel, useT } from '@attest/shared-ui';
import { useApplicantIds } from '../../../session/useApplicantIds';
import { SkillsChecklistsStep } from './SkillsChecklistsStep';

/** Route element of `skills-checklists`: the list outside the wizard (never changes the application status). */
export function SkillsChecklistsPage() {
  const { t } = useT();
  const ids = useApplicantIds();
  if (!ids) {
    return <ErrorPanel title={t('not_found', 'Not found')} />;
  }
  return <SkillsChecklistsStep customerId={Number(ids.customerId)} applicantId={Number(ids.applicantId)} inWizard={false} />;
}
