import { useState } from 'react';
import { isChecklistReadOnly, SKIPPABLE_CHECKLIST_STATES, type ApplicantSkillChecklist } from '@attest/contracts';
import { Button, Card, ErrorPanel, ModalResponse, Spinner, useConfirm, useContentText, useT, useToast } from '@attest/shared-ui';
import type { WizardStepProps } from '../../wizard/wizard-step-props';
import { useListSkillChecklistsQuery, useSkipSkillChecklistMutation } from '../api/skill-checklists-api';
import { ChecklistStateBadge } from './ChecklistStateBadge';
import { ChecklistView } from './ChecklistView';
import { CHECKLIST_ERROR_POINT } from './useChecklistActions';

/** Every checklist is completed or skipped: the section may be left. */
export const allChecklistsDone = (list: readonly ApplicantSkillChecklist[]): boolean => list.every((c) => isChecklistReadOnly(c.state));

/**
 * The assigned skills checklists (spec §2): each can be completed (opened) or skipped. A checklist opens
 * in place; the wizard's Continue is enabled once every checklist is completed or skipped.
 */
export function SkillsChecklistsStep({ inWizard, onSaved }: WizardStepProps) {
  const { t } = useT();
  const text = useContentText();
  const toast = useToast();
  const confirm = useConfirm();
  const { data, isError, refetch } = useListSkillChecklistsQuery();
  const [skip] = useSkipSkillChecklistMutation();
  const [openId, setOpenId] = useState<number | null>(null);
  const [skipping, setSkipping] = useState<number | null>(null);

  if (openId !== null) {
    return <ChecklistView id={openId} onBack={() => setOpenId(null)} />;
  }
  if (isError) {
    return <ErrorPanel title={t('checklists_load_failed', 'Your skills checklists could not be loaded')} onRetry={() => void refetch()} />;
  }
  if (!data) {
    return <Spinner label={t('loading', 'Loading')} />;
  }

  const onSkip = async (checklist: ApplicantSkillChecklist) => {
    const answer = await confirm({
      title: t('checklist_skip_confirm', 'Skip this checklist?'),
      body: t('checklist_skip_confirm_body', 'A skipped checklist cannot be completed later.'),
      confirmLabel: t('skip', 'Skip'),
      danger: true,
    });
    if (answer !== ModalResponse.CONFIRM) {
      return;
    }
    setSkipping(checklist.id);
    try {
      await skip(checklist.id).unwrap();
      toast.success(t('checklist_skipped', 'Checklist skipped'));
    } catch (cause) {
      console.error(CHECKLIST_ERROR_POINT, cause);
      toast.danger(t('toast_default_error', 'An Error Occurred'));
    } finally {
      setSkipping(null);
    }
  };

  return (
    <Card title={t('skills_checklists', 'Skills Checklists')}>
      {data.length === 0 ? <p>{t('no_checklists', 'You have no skills checklists to complete.')}</p> : null}
      <ul className="applicant-list" aria-label={t('assigned_checklists', 'Assigned checklists')}>
        {data.map((checklist) => (
          <li key={checklist.id} className="applicant-list__item" data-checklist={checklist.id}>
            <strong>{text.content('checklist', checklist.name)}</strong> <ChecklistStateBadge state={checklist.state} />
            {checklist.description ? <p>{text.content('checklistDesc', checklist.description)}</p> : null}
            <div className="at-field__row">
              <Button
                variant={isChecklistReadOnly(checklist.state) ? 'secondary' : 'primary'}
                aria-label={`${isChecklistReadOnly(checklist.state) ? t('view', 'View') : t('checklist_complete', 'Complete')} ${text.content('checklist', checklist.name)}`}
                onClick={() => setOpenId(checklist.id)}
              >
                {isChecklistReadOnly(checklist.state) ? t('view', 'View') : t('checklist_complete', 'Complete')}
              </Button>
              {SKIPPABLE_CHECKLIST_STATES.includes(checklist.state) ? (
                <Button
                  variant="secondary"
                  aria-label={`${t('skip', 'Skip')} ${text.content('checklist', checklist.name)}`}
                  loading={skipping === checklist.id}
                  onClick={() => void onSkip(checklist)}
                >
                  {t('skip', 'Skip')}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {inWizard ? (
        <div className="at-form-actions">
          {allChecklistsDone(data) ? null : <p className="at-field__hint">{t('checklists_finish_first', 'Complete or skip every checklist to continue.')}</p>}
          <Button disabled={!allChecklistsDone(data)} onClick={() => onSaved?.()}>
            {t('continue', 'Continue')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
