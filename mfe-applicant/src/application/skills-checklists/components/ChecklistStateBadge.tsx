import type { SkillChecklistState } from '@attest/contracts';
import { StatusBadge, useT, type Tone } from '@attest/shared-ui';

/** Spec §4 "Skills checklist": the states, with their translation keys and English labels. */
export const CHECKLIST_STATE_LABELS: Readonly<Record<SkillChecklistState, { key: string; label: string }>> = {
  ADDED: { key: 'checklist_state_added', label: 'Added' },
  STARTED: { key: 'checklist_state_started', label: 'Started' },
  SAVED: { key: 'checklist_state_saved', label: 'Saved' },
  SAVED_WITH_SIGNATURE: { key: 'checklist_state_saved_with_signature', label: 'Saved with signature' },
  COMPLETED: { key: 'checklist_state_completed', label: 'Completed' },
  SKIPPED: { key: 'checklist_state_skipped', label: 'Skipped' },
};

const TONES: Readonly<Record<SkillChecklistState, Tone>> = {
  ADDED: 'warning',
  STARTED: 'info',
  SAVED: 'info',
  SAVED_WITH_SIGNATURE: 'info',
  COMPLETED: 'success',
  SKIPPED: 'neutral',
};

export function ChecklistStateBadge({ state }: { state: SkillChecklistState }) {
  const { t } = useT();
  const { key, label } = CHECKLIST_STATE_LABELS[state];
  return (
    <StatusBadge tone={TONES[state]} status={state}>
      {t(key, label)}
    </StatusBadge>
  );
}
