import { ErrorPanel, getSession, useT } from '@attest/shared-ui';
import { SkillsChecklistsStep } from './SkillsChecklistsStep';

/** Route element of `skills-checklists`: the list outside the wizard (never changes the application status). */
export function SkillsChecklistsPage() {
  const { t } = useT();
  const { customerId, applicantId } = getSession();
  if (!customerId || !applicantId) {
    return <ErrorPanel title={t('not_found', 'Not found')} />;
  }
  return <SkillsChecklistsStep customerId={Number(customerId)} applicantId={Number(applicantId)} inWizard={false} />;
}
